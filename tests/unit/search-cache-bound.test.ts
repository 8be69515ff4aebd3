import { describe, expect, it } from 'vitest';
import { approximateBytes } from '../../server/services/search/approximate-bytes';
import { createSearchCache, SEARCH_CACHE_MAX_BYTES } from '../../server/services/search/search-cache';

/** Asks `key`, counting how often the answer had to be computed. */
function asker(answer: unknown) {
  const cache = createSearchCache();
  let computed = 0;
  const ask = async (key: string) =>
    cache.answer(key, 60, async () => {
      computed++;
      return answer;
    });
  return { ask, computed: () => computed };
}

describe('the search answer cache', () => {
  it('holds answers by memory as well as by count: big answers push out the least recently used', async () => {
    // Each answer weighs about 40 % of the bound, so the third pushes out the first.
    const big = 'ж'.repeat(Math.floor((SEARCH_CACHE_MAX_BYTES * 0.4) / 3));
    expect(approximateBytes(big)).toBeGreaterThan(SEARCH_CACHE_MAX_BYTES * 0.39);
    const { ask, computed } = asker(big);
    await ask('first');
    await ask('second');
    await ask('second');
    expect(computed()).toBe(2);
    await ask('third');
    await ask('third');
    await ask('second');
    expect(computed()).toBe(3);
    await ask('first');
    expect(computed()).toBe(4);
  });

  it('keeps many small answers', async () => {
    const { ask, computed } = asker({
      items: [{ id: 'a', title: 'Bike' }],
      total: { count: 1, exact: true },
    });
    for (let i = 0; i < 500; i++) await ask(`q${i}`);
    for (let i = 0; i < 500; i++) await ask(`q${i}`);
    expect(computed()).toBe(500);
  });

  it('weighs Maps by their entries (a page carries its images and ratings in Maps)', () => {
    const images = new Map([['ad', [{ storagePath: 'x'.repeat(1000) }]]]);
    expect(approximateBytes({ images })).toBeGreaterThan(3000);
  });
});
