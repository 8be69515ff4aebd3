import { describe, expect, it } from 'vitest';
import {
  isoToWallClockInput,
  isTimeZone,
  wallClockInputToIso,
  zoneOffsetMinutes,
  zoneSpelling,
} from '../../shared/time-zone';

describe('time zone names', () => {
  it('takes IANA names the engine knows, and nothing that only looks like a zone', () => {
    for (const zone of [
      'America/New_York',
      'Europe/Kyiv',
      'Europe/Kiev',
      'UTC',
      'Etc/GMT+5',
      'america/chicago',
    ])
      expect([zone, isTimeZone(zone)]).toEqual([zone, true]);
    for (const zone of [
      '',
      'Mars/Olympus',
      '+02:00',
      '-0500',
      'America/New York',
      '../etc/passwd',
      'A'.repeat(65),
    ])
      expect([zone, isTimeZone(zone)]).toEqual([zone, false]);
  });

  it('spells a listed zone as the list does', () => {
    expect(zoneSpelling('america/los_angeles')).toBe('America/Los_Angeles');
    expect(zoneSpelling('Europe/Kyiv')).toBe('Europe/Kyiv');
  });
});

describe('wall clocks in a zone', () => {
  it('reads a datetime-local value on the zone’s clocks, with its offset then', () => {
    expect(wallClockInputToIso('2031-05-17T11:00', 'America/New_York')).toBe('2031-05-17T11:00:00-04:00');
    expect(wallClockInputToIso('2031-01-17T11:00', 'America/New_York')).toBe('2031-01-17T11:00:00-05:00');
    expect(wallClockInputToIso('2031-05-17T11:00', 'Europe/Kyiv')).toBe('2031-05-17T11:00:00+03:00');
    expect(wallClockInputToIso('2031-05-17T11:00', 'Asia/Kolkata')).toBe('2031-05-17T11:00:00+05:30');
    expect(isoToWallClockInput('2031-05-17T15:00:00.000Z', 'America/New_York')).toBe('2031-05-17T11:00');
    expect(isoToWallClockInput('2031-05-17T15:00:00.000Z', 'Europe/Kyiv')).toBe('2031-05-17T18:00');
  });

  it('moves a time the spring clock change skips past the gap, and takes the first of a repeated one', () => {
    expect(wallClockInputToIso('2031-03-09T02:30', 'America/New_York')).toBe('2031-03-09T03:30:00-04:00');
    expect(wallClockInputToIso('2031-11-02T01:30', 'America/New_York')).toBe('2031-11-02T01:30:00-04:00');
    expect(wallClockInputToIso('2031-03-30T03:30', 'Europe/Kyiv')).toBe('2031-03-30T04:30:00+03:00');
  });

  it('gives nothing for empty, partial or impossible values', () => {
    for (const value of [
      '',
      '2031-05-17',
      '2031-05-17T11',
      '2031-02-30T10:00',
      '2031-05-17T24:00',
      '0099-01-01T10:00',
    ])
      expect([value, wallClockInputToIso(value, 'UTC')]).toEqual([value, '']);
    expect(isoToWallClockInput('not a date', 'UTC')).toBe('');
  });

  it('knows the offset at an instant', () => {
    expect(zoneOffsetMinutes(new Date('2031-07-01T12:00:00Z'), 'America/Los_Angeles')).toBe(-420);
    expect(zoneOffsetMinutes(new Date('2031-12-01T12:00:00Z'), 'Europe/Kyiv')).toBe(120);
  });
});
