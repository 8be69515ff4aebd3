import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, icalDocument, utcDateTime } from '../../server/calendar/ical-text';
import { calendarText } from '../../server/calendar/vcalendar';

const octets = (s: string) => Buffer.byteLength(s, 'utf8');

describe('iCalendar text (RFC 5545)', () => {
  it('escapes backslash, semicolon, comma and line breaks, and drops other control characters', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg\u0007h\ti')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng' + 'h\ti');
  });

  it('folds at 75 octets without splitting a UTF-8 character, and unfolds to the same line', () => {
    const line = `SUMMARY:${'Вечір української пісні та борщу, ✨ 🎶 — '.repeat(6)}`;
    const folded = foldLine(line);
    const physical = folded.split('\r\n');
    expect(physical.length).toBeGreaterThan(5);
    for (const [i, part] of physical.entries()) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      if (i > 0) expect(part.startsWith(' ')).toBe(true);
      // Each physical line is whole UTF-8 on its own: no character was cut in two.
      expect(Buffer.from(part, 'utf8').toString('utf8')).toBe(part);
      expect(part).not.toMatch(/\p{Cs}/u);
    }
    // A full line is used: folding happens only when the next character would not fit.
    expect(physical.slice(0, -1).every((part) => octets(part) > 75 - 4)).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('leaves a line of exactly 75 octets alone and folds one of 76', () => {
    const exact = `X:${'a'.repeat(73)}`;
    expect(foldLine(exact)).toBe(exact);
    expect(foldLine(`${exact}b`)).toBe(`${exact}\r\n b`);
    // 2-octet letters: 37 of them after "X:" fill 76 octets, so the last moves to the next line.
    expect(foldLine(`X:${'ї'.repeat(37)}`)).toBe(`X:${'ї'.repeat(36)}\r\n ї`);
  });

  it('writes UTC times with a Z and ends every line with CRLF', () => {
    expect(utcDateTime(new Date('2031-05-17T15:30:00.000Z'))).toBe('20310517T153000Z');
    expect(icalDocument(['A:1', 'B:2'])).toBe('A:1\r\nB:2\r\n');
  });

  it('makes a calendar ical.js reads back with the same texts and instants', () => {
    const summary = 'Концерт; «Щедрик», колядки \\ вертеп';
    const description = `Перший рядок, з комою; крапкою з комою.\n${'Довгий опис події українською мовою. '.repeat(5)}`;
    const text = calendarText(
      [
        {
          uid: 'abc@hromada.example',
          start: new Date('2031-12-24T23:00:00.000Z'),
          end: new Date('2031-12-25T01:30:00.000Z'),
          summary,
          description,
          location: 'Тампа',
          url: 'https://hromada.example/ads/abc',
          lastModified: new Date('2031-12-01T10:00:00.000Z'),
        },
      ],
      { name: 'Громада: події — Тампа', timeZone: 'America/New_York', refreshMinutes: 60 },
    );
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Громада: події — Тампа');
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('America/New_York');
    expect(String(calendar.getFirstPropertyValue('refresh-interval'))).toBe('PT1H');
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
    expect(event.summary).toBe(summary);
    expect(event.description).toBe(description);
    expect(event.location).toBe('Тампа');
    expect(event.startDate.toJSDate().toISOString()).toBe('2031-12-24T23:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2031-12-25T01:30:00.000Z');
  });
});
