import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ErrorCode } from '../../../../shared/error-codes';
import { isApiError } from '../../../lib/api-client';

export type AuthFailure = {
  /** Localised messages for the form's own fields. */
  fields: Record<string, string>;
  /** One line for the alert above the submit button, or null when the field messages say it all. */
  form: string | null;
};

/** Answers whose localised message says what to do next: shown as they are. */
const TELLING_CODES: readonly (ErrorCode | 'NETWORK')[] = [
  'RATE_LIMITED',
  'ACCOUNT_LOCKED',
  'SERVICE_BUSY',
  'ACCOUNT_DISABLED',
  'EMAIL_NOT_VERIFIED',
  'INVALID_CODE',
  'SIGN_IN_METHOD_UNAVAILABLE',
  // Names the site's address, e.g. for someone who opened http://127.0.0.1 of a site on another host.
  'CROSS_SITE_REQUEST',
];

/**
 * Turns a failed sign-in/sign-up into what the form shows: the server's per-field messages (already
 * localised) under their fields; its rate-limit, paused-account, busy-server, disabled-account,
 * unconfirmed-email and wrong-code messages as they are; anything else as `fallback` ('Error logging in' / 'Error registering').
 */
export function describeAuthFailure(
  error: unknown,
  fallback: string,
  formFields: readonly string[],
): AuthFailure {
  if (!isApiError(error)) return { fields: {}, form: fallback };
  if (error.status === 429 || TELLING_CODES.includes(error.code))
    return { fields: {}, form: error.message || fallback };
  // 409: a sign-up name that looks like another person's (names are public, so it may say so).
  if (error.status !== 400 && error.status !== 409) return { fields: {}, form: fallback };

  const fields: Record<string, string> = {};
  const other: string[] = [];
  for (const [field, message] of Object.entries(error.fields)) {
    if (formFields.includes(field)) fields[field] = message;
    else other.push(message);
  }
  if (other.length > 0) return { fields, form: other.join(' ') };
  return { fields, form: Object.keys(fields).length > 0 ? null : fallback };
}

/**
 * describeAuthFailure shown on a form whose fields have the server's names: their messages under
 * them (the first focused); returns the line for the alert above the submit button.
 */
export function showAuthFailure<T extends FieldValues>(
  error: unknown,
  fallback: string,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): string | null {
  const failure = describeAuthFailure(error, fallback, fields);
  for (const field of fields) {
    const message = failure.fields[field];
    if (message) setError(field, { type: 'server', message }, { shouldFocus: true });
  }
  return failure.form;
}
