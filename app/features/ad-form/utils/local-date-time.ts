const pad = (n: number) => String(n).padStart(2, '0');

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/;

/** `2026-05-01T18:30` (what `<input type="datetime-local">` holds) for an ISO instant, in the browser's zone. */
export function isoToLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * A datetime-local value as ISO 8601 with the browser's offset (`2026-05-01T18:30:00-04:00`), which is
 * what `AdForm` takes; an empty or partial value gives ''. A time skipped by a clock change moves on
 * as the browser moves it.
 */
export function localInputToIso(value: string): string {
  const match = LOCAL_INPUT.exec(value);
  if (!match) return '';
  const [, year, month, day, hours, minutes, seconds] = match.map(Number);
  const date = new Date(year ?? 0, (month ?? 1) - 1, day, hours, minutes, seconds || 0);
  if (Number.isNaN(date.getTime())) return '';
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}` +
    `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  );
}
