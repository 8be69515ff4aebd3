// IANA time zones with nothing but Intl: what a city's zone may be, and the wall-clock time of an
// instant in a zone and back (event times are entered and shown in their city's zone).

/** What an IANA name looks like: "America/New_York", "UTC", "Etc/GMT+5" (not an offset such as "+02:00"). */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/;

const checkedZones = new Map<string, boolean>();

/** An IANA time zone this JavaScript engine knows (Intl.DateTimeFormat takes it). */
export function isTimeZone(value: string): boolean {
  if (value.length > 64 || !ZONE_NAME.test(value)) return false;
  let known = checkedZones.get(value);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: value });
      known = true;
    } catch {
      known = false;
    }
    // Bounded: only names of the right shape get here, and an engine knows a few hundred zones.
    if (checkedZones.size < 1000) checkedZones.set(value, known);
  }
  return known;
}

/** The zones to offer in a picker (the engine's canonical names). */
export const knownTimeZones = (): string[] => Intl.supportedValuesOf('timeZone');

/** A valid zone as the engine's list spells it ("america/new_york" → "America/New_York"); others as given. */
export function zoneSpelling(value: string): string {
  const lower = value.toLowerCase();
  return knownTimeZones().find((zone) => zone.toLowerCase() === lower) ?? value;
}

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 Sunday … 6 Saturday */
  weekday: number;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const partFormats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partFormats.set(timeZone, format);
  }
  return format;
}

/** What a clock on the wall in `timeZone` shows at `date`. */
export function wallClock(date: Date, timeZone: string): WallClock {
  const parts = Object.fromEntries(
    partsFormat(timeZone)
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
  };
}

type ClockFields = Pick<WallClock, 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second'>;

/** The wall clock's fields read as if they were UTC, in milliseconds. */
const asUtcFields = (w: ClockFields) => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);

/** The zone's offset from UTC at `date`, in minutes (New York in summer: -240). */
export function zoneOffsetMinutes(date: Date, timeZone: string): number {
  const shown = asUtcFields(wallClock(date, timeZone));
  return Math.round((shown - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The instant a wall clock in `timeZone` shows these fields. A time that a clock change skips
 * (02:30 on the spring-forward night) moves on by the gap, as calendar apps do; a time that
 * happens twice (the autumn night) is its first occurrence.
 */
export function instantOfWallClock(fields: ClockFields, timeZone: string): Date {
  const local = asUtcFields(fields);
  const before = zoneOffsetMinutes(new Date(local - 86_400_000 / 2), timeZone);
  const after = zoneOffsetMinutes(new Date(local + 86_400_000 / 2), timeZone);
  // Try the earlier offset first (first occurrence), then the later one.
  for (const offset of [before, after]) {
    const instant = new Date(local - offset * 60_000);
    if (zoneOffsetMinutes(instant, timeZone) === offset) return instant;
  }
  // Skipped by a clock change: read with the offset before it, which lands after the gap.
  return new Date(local - before * 60_000);
}

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** `2031-05-17T11:00` (what `<input type="datetime-local">` holds) for an ISO instant, in the zone. */
export function isoToWallClockInput(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const w = wallClock(date, timeZone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/** An instant as ISO 8601 with the zone's offset then: `2031-05-17T11:00:00-04:00`. */
export function isoInZone(date: Date, timeZone: string): string {
  const w = wallClock(date, timeZone);
  const offset = zoneOffsetMinutes(date, timeZone);
  const abs = Math.abs(offset);
  return (
    `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}` +
    `${offset < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  );
}

/**
 * A datetime-local value read as a wall clock in `timeZone`, as ISO 8601 with that zone's offset
 * (what the ad API takes); an empty, partial or impossible value gives ''.
 */
export function wallClockInputToIso(value: string, timeZone: string): string {
  const match = LOCAL_INPUT.exec(value);
  if (!match) return '';
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = match
    .slice(1)
    .map((n) => Number(n ?? 0));
  const fields = { year, month, day, hour, minute, second };
  // 31 April or 25:00 are not times; Date.UTC would roll them over.
  const check = new Date(asUtcFields(fields));
  if (
    year < 1000 ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59
  )
    return '';
  return isoInZone(instantOfWallClock(fields, timeZone), timeZone);
}
