import { describe, expect, it } from 'vitest';
import { setupSearchTestServer, uniqueWord } from '../../support/search-support';

// GET /search/suggestions: up to 5 ads for the search box, from 2 characters.

const { f } = setupSearchTestServer({ SEARCH_CACHE_SECONDS: '0' });

describe('suggestions', () => {
  it('gives at most 5 ads, best first, with title, plain-text snippet, category, city and image', async () => {
    const city = await f.city();
    const word = uniqueWord();
    const long = `<p>${'Слово '.repeat(30)}<strong>кінець</strong></p>`;
    const paid = await f.ad(city.id, {
      title: `${word} paid`,
      description: long,
      isPaid: true,
      paidUntil: new Date(Date.now() + 86_400_000),
      createdAt: new Date(Date.now() - 30 * 86_400_000),
    });
    await f.givePhoto(paid.id);
    for (let i = 0; i < 6; i += 1) await f.ad(city.id, { title: `${word} ${i}`, description: '' });
    const res = await f.suggest({ q: word.slice(0, 6), city: city.slug });
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(5);
    const [first, second] = res.body.items;
    expect(first).toEqual({
      id: paid.id,
      title: `${word} paid`,
      snippet: expect.stringMatching(/^Слово Слово .*Слово…$/),
      category: { id: expect.any(String), slug: 'services', name_en: 'Services', name_uk: 'Послуги' },
      city: { id: city.id, slug: city.slug, name: city.name, name_uk: null, time_zone: city.timeZone },
      image: `/media/ad-images/ads/${paid.id}/p-thumb.webp`,
    });
    expect([...first.snippet].length).toBeLessThanOrEqual(100);
    expect(first.snippet).not.toContain('<');
    // No description: an empty snippet (the box shows its fallback); the placeholder as the image.
    expect(second).toMatchObject({ snippet: '', image: '/smallbiz.png' });
  });

  it('matches like a search (other script, typo) and only among visible ads', async () => {
    const city = await f.city();
    const flat = await f.ad(city.id, {
      title: 'Квартира біля парку',
      description: '<p>Тиха <strong>вулиця</strong>, сад</p><p>Поруч школа</p>',
    });
    await f.ad(city.id, { title: 'Квартира на продаж', status: 'pending' });
    const ids = async (q: string) =>
      (await f.suggest({ q, city: city.id })).body.items.map((s: { id: string }) => s.id);
    expect(await ids('kvartyra')).toEqual([flat.id]);
    expect(await ids('kvartira')).toEqual([flat.id]);
    expect(await ids('кв')).toEqual([flat.id]);
    expect(await ids('tykha')).toEqual([flat.id]);
    expect((await f.suggest({ q: 'kvartyra', city: city.id })).body.items[0].snippet).toBe(
      'Тиха вулиця, сад Поруч школа',
    );
  });

  it('needs 2 characters after trimming, and a known city', async () => {
    for (const q of ['', ' ', 'a', ' b ']) {
      const res = await f.suggest({ q });
      expect(res.status, q).toBe(400);
      expect(res.body.error).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'Type at least 2 characters',
      });
    }
    expect((await f.suggest({ q: 'a' }, 'uk')).body.error.message).toBe('Введіть щонайменше 2 символи');
    expect((await f.suggest({ q: 'x'.repeat(201) })).status).toBe(400);
    const unknownCity = await f.suggest({ q: 'flat', city: 'atlantis-nowhere' });
    expect(unknownCity.status).toBe(400);
    expect(unknownCity.body.error.fields).toEqual({ city: 'Unknown city: choose one from the list' });
    expect((await f.suggest({ q: uniqueWord() })).body).toEqual({ items: [] });
  });
});
