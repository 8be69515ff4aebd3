import i18next from 'i18next';
import type { z } from 'zod';
import { ApiError } from './api-error';

/** An answer's body as JSON; null when it is empty or not JSON (a proxy's error page). */
export function jsonOrNull(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/**
 * A 2xx answer checked against the route's response schema. One that does not match fails like a
 * server error (status 500, INTERNAL), which every screen already shows as its generic failure.
 */
export function parseAnswer<S extends z.ZodType>(schema: S, payload: unknown): z.output<S> {
  const result = schema.safeParse(payload);
  if (result.success) return result.data;
  console.error('Unexpected API answer', result.error.issues);
  throw new ApiError(500, 'INTERNAL', i18next.t('errors:INTERNAL'));
}
