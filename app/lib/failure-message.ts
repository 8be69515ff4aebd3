import { reportFailure } from './report-failure';

/**
 * The line to show when an action without a form (approve, a status from the menu, a bulk change)
 * fails: the server's localised message, or `fallback` for network and server failures.
 */
export function failureMessage(error: unknown, fallback: string): string {
  return reportFailure(error, { fallback, fields: [], setError: () => undefined }) ?? fallback;
}
