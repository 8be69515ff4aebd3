import { afterEach, describe, expect, it } from 'vitest';
import {
  dateBadge,
  eventMoment,
  formatEventDate,
  formatEventRange,
  zoneShortName,
} from '../../app/features/ads/utils/event-timing';
import { instantOfWallClock } from '../../shared/time-zone';

// Event times are read on the event city's clocks, whatever zone the reader's device is in.
const TAMPA = 'America/New_York';
const KYIV = 'Europe/Kyiv';
/** 2031-05-{day} {hour}:{minute} on the clocks of `zone` (May 2031: Tampa on EDT, Kyiv on EEST). */
const at = (day: number, hour = 0, minute = 0, zone = TAMPA) =>
  instantOfWallClock({ year: 2031, month: 5, day, hour, minute, second: 0 }, zone);
const wednesday = at(14, 10); // Wed 14 May 2031, 10:00 in Tampa

/** Intl's narrow and thin spaces as plain ones. */
const plain = (text: string) => text.replace(/\s/g, ' ');

const deviceZone = process.env.TZ;
/** Runs `read` with the process (the "device") in each zone and gives what each run returned. */
function inDeviceZones<T>(read: () => T): T[] {
  return ['UTC', 'Europe/Kyiv', 'America/Los_Angeles', 'Pacific/Kiritimati'].map((zone) => {
    process.env.TZ = zone;
    return read();
  });
}
afterEach(() => {
  if (deviceZone === undefined) delete process.env.TZ;
  else process.env.TZ = deviceZone;
});

describe('event moments', () => {
  it('tells running, today, tomorrow, this weekend and ended apart, in the city’s days', () => {
    const moment = (start: Date, end: Date | null) => eventMoment(start, end, wednesday, TAMPA);
    for (const run of inDeviceZones(() => [
      moment(at(14, 9), at(14, 12)),
      moment(at(13, 9), null),
      moment(at(13, 9), at(14, 9)),
      moment(at(14, 19), null),
      moment(at(14, 23, 30), null),
      moment(at(15, 0, 30), null),
      moment(at(16, 18), null),
      moment(at(17, 11), null),
      moment(at(18, 23), null),
      moment(at(19, 8), null),
    ])) {
      expect(run).toEqual([
        'now',
        'ended',
        'ended',
        'today',
        'today',
        'tomorrow',
        null,
        'weekend',
        'weekend',
        null,
      ]);
    }
  });

  it('on a Saturday, counts Sunday as tomorrow and next Saturday as nothing special', () => {
    const saturday = at(17, 9);
    expect(eventMoment(at(18, 12), null, saturday, TAMPA)).toBe('tomorrow');
    expect(eventMoment(at(24, 12), null, saturday, TAMPA)).toBeNull();
  });

  it('late in the evening in Tampa, an event there the next morning is tomorrow, though in Kyiv it is today', () => {
    const lateEvening = at(14, 23, 30); // already 15 May in Kyiv and in UTC
    const nextMorning = at(15, 10);
    expect(inDeviceZones(() => eventMoment(nextMorning, null, lateEvening, TAMPA))).toEqual(
      Array(4).fill('tomorrow'),
    );
    const kyivMorning = at(15, 10, 0, KYIV);
    expect(eventMoment(kyivMorning, null, lateEvening, KYIV)).toBe('today');
  });
});

describe('event dates on the city’s clocks, in the reader’s language', () => {
  it('shows a Tampa bake sale at Tampa hours with Tampa’s zone, in any device zone', () => {
    const start = new Date('2031-05-17T15:00:00Z');
    const end = new Date('2031-05-17T20:00:00Z');
    expect(new Set(inDeviceZones(() => plain(formatEventRange(start, end, 'en', TAMPA))))).toEqual(
      new Set(['Sat, May 17, 2031, 11:00 AM – 4:00 PM EDT']),
    );
    const uk = inDeviceZones(() => formatEventRange(start, end, 'uk', TAMPA));
    expect(new Set(uk).size).toBe(1);
    expect(plain(uk[0] ?? '')).toBe('сб, 17 трав. 2031 р., 11:00–16:00 GMT-4');
    expect(inDeviceZones(() => plain(formatEventDate(start.toISOString(), 'en', TAMPA)))).toEqual(
      Array(4).fill('May 17, 2031, 11:00 AM EDT'),
    );
    expect(plain(formatEventDate(start.toISOString(), 'uk', KYIV))).toBe('17 трав. 2031 р., 18:00 GMT+3');
  });

  it('writes one day once, whole days without times, and the badge on the city’s calendar', () => {
    const en = formatEventRange(at(17, 15, 30), at(17, 19), 'en', TAMPA);
    expect(en).toMatch(/^Sat, May 17, 2031, 3:30\s?–\s?7:00\sPM EDT$/);
    expect(formatEventRange(at(17), at(19), 'en', TAMPA)).toMatch(/May 17\s?–\s?Mon, May 19, 2031$/);
    // 22:00 in Tampa on the 17th is the 18th in Kyiv and in UTC: the badge says 17.
    expect(inDeviceZones(() => dateBadge(at(17, 22), 'uk', TAMPA))).toEqual(
      Array(4).fill({ day: '17', month: 'трав' }),
    );
  });

  it('names the zone as Intl does in each language, and falls back to the device zone for an unknown one', () => {
    const may = at(17, 12);
    expect([zoneShortName(TAMPA, 'en', may), zoneShortName(TAMPA, 'uk', may)]).toEqual(['EDT', 'GMT-4']);
    expect(zoneShortName('America/Los_Angeles', 'en', at(1, 12, 0, TAMPA))).toBe('PDT');
    process.env.TZ = 'UTC';
    expect(plain(formatEventDate('2031-05-17T15:00:00Z', 'en', 'Mars/Olympus_Mons'))).toBe(
      'May 17, 2031, 3:00 PM UTC',
    );
  });
});
