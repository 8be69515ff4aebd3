import { describe, expect, it } from 'vitest';
import { dateBadge, eventMoment, formatEventRange } from '../../app/features/events/utils/event-timing';

// Local times: the reader's own days decide "today" and "this weekend".
const at = (day: number, hour = 0, minute = 0) => new Date(2031, 4, day, hour, minute); // May 2031
const wednesday = at(14, 10); // Wed 14 May 2031, 10:00

describe('event moments', () => {
  it('tells running, today, tomorrow, this weekend and ended apart', () => {
    expect(eventMoment(at(14, 9), at(14, 12), wednesday)).toBe('now');
    expect(eventMoment(at(13, 9), null, wednesday)).toBe('ended');
    expect(eventMoment(at(13, 9), at(14, 9), wednesday)).toBe('ended');
    expect(eventMoment(at(14, 19), null, wednesday)).toBe('today');
    expect(eventMoment(at(15, 0, 30), null, wednesday)).toBe('tomorrow');
    expect(eventMoment(at(16, 18), null, wednesday)).toBeNull(); // Friday
    expect(eventMoment(at(17, 11), null, wednesday)).toBe('weekend');
    expect(eventMoment(at(18, 23), null, wednesday)).toBe('weekend');
    expect(eventMoment(at(19, 8), null, wednesday)).toBeNull(); // next Monday
  });

  it('on a Saturday, counts Sunday as tomorrow and next Saturday as nothing special', () => {
    const saturday = at(17, 9);
    expect(eventMoment(at(18, 12), null, saturday)).toBe('tomorrow');
    expect(eventMoment(at(24, 12), null, saturday)).toBeNull();
  });
});

describe('event dates in the reader’s language', () => {
  it('writes one day once, with both times, and names months in Ukrainian', () => {
    const en = formatEventRange(at(17, 15, 30), at(17, 19), 'en');
    expect(en).toMatch(/^Sat, May 17, 2031, 3:30\s?–\s?7:00\sPM$/);
    const uk = formatEventRange(at(17, 15, 30), at(17, 19), 'uk');
    expect(uk).toContain('трав');
    expect(uk).toContain('15:30');
    expect(uk.match(/17/g)).toHaveLength(1);
    expect(formatEventRange(at(17), at(19), 'en')).toMatch(/May 17\s?–\s?Mon, May 19, 2031/);
    expect(dateBadge(at(17), 'uk')).toEqual({ day: '17', month: 'трав' });
  });
});
