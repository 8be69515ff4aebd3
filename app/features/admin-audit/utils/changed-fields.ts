export type FieldChange = { field: string; before: unknown; after: unknown };

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields an entry changed, in the order the record lists them: every field of a creation or
 * deletion, only the differing ones of an update. A value that is not a record is one field, "".
 */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  if (!isRecord(before) && !isRecord(after)) {
    return same(before, after) ? [] : [{ field: '', before: before ?? null, after: after ?? null }];
  }
  const was = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(now), ...Object.keys(was)])];
  const everything = !isRecord(before) || !isRecord(after);
  return fields
    .filter((field) => everything || !same(was[field], now[field]))
    .map((field) => ({ field, before: was[field] ?? null, after: now[field] ?? null }));
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A value as one line of text: dates in the reader's locale, lists joined; null for "empty". */
export function valueText(value: unknown, locale: string): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    if (ISO_DATE.test(value) && !Number.isNaN(Date.parse(value)))
      return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(value),
      );
    return value;
  }
  if (Array.isArray(value))
    return value.length === 0 ? null : value.map((v) => valueText(v, locale) ?? '').join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
