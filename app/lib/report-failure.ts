import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ErrorCode } from '../../shared/error-codes';
import { isApiError } from './api-client';

export type ReportOptions<T extends FieldValues> = {
  /** Shown for network and server failures (the server's own message says nothing useful then). */
  fallback: string;
  /** The form's fields: the server's message for one of them goes under it. */
  fields: readonly Path<T>[];
  /** The server's name for a field when the form calls it differently (`password` → `currentPassword`). */
  aliases?: Readonly<Record<string, Path<T>>>;
  /** Codes that are about one field (a wrong password, a wrong code): their message goes under it. */
  codes?: Partial<Record<ErrorCode, Path<T>>>;
  setError: UseFormSetError<T>;
};

/**
 * Shows a failed form submission on its form: the server's messages (already localised) under their
 * fields, the first of them focused. Returns the line for the alert above the submit button, or null
 * when the field messages say it all.
 */
export function reportFailure<T extends FieldValues>(
  error: unknown,
  options: ReportOptions<T>,
): string | null {
  if (!isApiError(error) || error.status === 0 || error.status >= 500) return options.fallback;
  const fields = new Map<Path<T>, string>();
  const other: string[] = [];
  for (const [name, message] of Object.entries(error.fields)) {
    const field = options.fields.find((f) => f === name) ?? options.aliases?.[name];
    if (field) fields.set(field, message);
    else other.push(message);
  }
  const codeField = error.code === 'NETWORK' ? undefined : options.codes?.[error.code];
  if (codeField && fields.size === 0 && other.length === 0) fields.set(codeField, error.message);

  let first = true;
  for (const [field, message] of fields) {
    options.setError(field, { type: 'server', message }, { shouldFocus: first });
    first = false;
  }
  if (other.length > 0) return other.join(' ');
  return fields.size > 0 ? null : error.message || options.fallback;
}
