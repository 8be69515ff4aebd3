import { isApiError } from '../../../lib/api-client';

/**
 * What to say when a rating action failed: the server's own localised message for a refusal
 * ("You've already rated this ad", the rate limit's wait), `fallback` for network and server failures.
 */
export function failureText(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status > 0 && error.status < 500 && error.message) return error.message;
  return fallback;
}
