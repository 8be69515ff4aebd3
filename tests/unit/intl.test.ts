import { describe, expect, it } from 'vitest';
import { formatEventRange } from '../../app/features/ads/utils/event-timing';
import { formatDate } from '../../app/lib/format';
import { dateFormat, numberFormat } from '../../shared/intl';
import { formatAmount } from '../../shared/money';

// A page rendered on the server must read the same in the browser: Node's ICU puts narrow no-break
// and thin spaces in times and ranges where Chromium puts plain ones (a hydration mismatch).

const ENGINE_SPACES = /[\u202f\u2009]/;

describe("Intl's text", () => {
  it('has plain spaces in event times, dates and prices, in both languages', () => {
    const start = new Date('2031-05-17T15:00:00Z');
    const end = new Date('2031-05-17T20:00:00Z');
    for (const language of ['en', 'uk'] as const) {
      const range = formatEventRange(start, end, language, 'America/New_York');
      expect(range).toMatch(/\d/);
      expect(range).not.toMatch(ENGINE_SPACES);
      expect(formatDate('2026-11-27T23:30:00Z', language, 'America/New_York')).not.toMatch(ENGINE_SPACES);
      expect(formatAmount(1234.5, 'USD', language)).not.toMatch(ENGINE_SPACES);
    }
    expect(formatEventRange(start, end, 'en', 'America/New_York')).toBe(
      'Sat, May 17, 2031, 11:00 AM – 4:00 PM EDT',
    );
  });

  it("formats an ad's day on its city's calendar, whatever the device's zone", () => {
    expect(formatDate('2026-11-28T02:00:00Z', 'en', 'America/New_York')).toBe('Nov 27, 2026');
    expect(formatDate('2026-11-28T02:00:00Z', 'en', 'Europe/Kyiv')).toBe('Nov 28, 2026');
  });

  it('makes one formatter per locale and options', () => {
    expect(dateFormat('en-US', { dateStyle: 'medium' })).toBe(dateFormat('en-US', { dateStyle: 'medium' }));
    expect(numberFormat('uk-UA', {})).not.toBe(numberFormat('en-US', {}));
  });
});
