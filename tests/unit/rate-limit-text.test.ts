import { describe, expect, it } from 'vitest';
import { formatRemaining } from '../../shared/rate-limit-text';

describe('remaining requests (SPEC section 8)', () => {
  it('reads "N of L requests remaining this X minute|hour window." in English', () => {
    expect(formatRemaining(28, 30, 10, 'en')).toBe('28 of 30 requests remaining this 10 minute window.');
    expect(formatRemaining(0, 30, 10, 'en')).toBe('0 of 30 requests remaining this 10 minute window.');
    expect(formatRemaining(4, 5, 60, 'en')).toBe('4 of 5 requests remaining this hour window.');
    expect(formatRemaining(1, 1, 15, 'en')).toBe('1 of 1 request remaining this 15 minute window.');
  });

  it('agrees the Ukrainian noun and verb with the number left (one, few, many)', () => {
    const left = (n: number) => formatRemaining(n, 30, 10, 'uk');
    expect([1, 2, 4, 5, 11, 21, 22, 28, 0].map(left)).toEqual([
      'Залишився 1 запит із 30 у цьому 10-хвилинному вікні.',
      'Залишилося 2 запити із 30 у цьому 10-хвилинному вікні.',
      'Залишилося 4 запити із 30 у цьому 10-хвилинному вікні.',
      'Залишилося 5 запитів із 30 у цьому 10-хвилинному вікні.',
      'Залишилося 11 запитів із 30 у цьому 10-хвилинному вікні.',
      'Залишився 21 запит із 30 у цьому 10-хвилинному вікні.',
      'Залишилося 22 запити із 30 у цьому 10-хвилинному вікні.',
      'Залишилося 28 запитів із 30 у цьому 10-хвилинному вікні.',
      'Залишилося 0 запитів із 30 у цьому 10-хвилинному вікні.',
    ]);
    expect(formatRemaining(3, 5, 60, 'uk')).toBe('Залишилося 3 запити із 5 у цьому годинному вікні.');
  });
});
