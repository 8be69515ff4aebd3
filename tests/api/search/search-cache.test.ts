import { describe, expect, it } from 'vitest';
import * as moderationApi from '../../../shared/api/moderation';
import { signedInPerson } from '../../support/factories';
import { callApi } from '../../support/http';
import { setupSearchTestServer, uniqueWord } from '../../support/search-support';

// The answer cache (SEARCH_CACHE_SECONDS): reused for the same question, forgotten when ads change.

const { server, f } = setupSearchTestServer({ SEARCH_CACHE_SECONDS: '600' });

describe('the search cache', () => {
  it('shows an ad approved after a search in the next identical search and suggestion', async () => {
    const admin = await signedInPerson(server(), 'admin');
    const city = await f.city();
    const word = uniqueWord();
    const first = await f.ad(city.id, { title: `${word} first` });
    const waiting = await f.ad(city.id, { title: `${word} waiting`, status: 'pending' });
    expect(await f.ids({ q: word })).toEqual([first.id]);
    expect((await f.suggest({ q: word })).body.items).toHaveLength(1);

    const approve = await callApi(server(), moderationApi.moderateAd, {
      params: { id: waiting.id },
      body: { status: 'approved' },
      cookie: admin.cookie,
    });
    expect(approve.status).toBe(200);
    expect((await f.ids({ q: word })).sort()).toEqual([first.id, waiting.id].sort());
    expect((await f.suggest({ q: word })).body.items).toHaveLength(2);
  });

  it('reuses an answer for the same question however it is written, until something changes', async () => {
    const city = await f.city();
    const word = uniqueWord();
    const shown = await f.ad(city.id, { title: `${word} shown` });
    expect(await f.ids({ q: word, city: city.slug })).toEqual([shown.id]);
    // Written straight to the database, this ad goes unnoticed by this process's cache...
    const unnoticed = await f.ad(city.id, { title: `${word} unnoticed` });
    expect(await f.ids({ q: `  ${word.toUpperCase()} `, city: ` ${city.slug.toUpperCase()} ` })).toEqual([
      shown.id,
    ]);
    // ...but a different question is asked afresh.
    expect((await f.ids({ q: word, city: city.slug, with_images: false, posted: '30d' })).sort()).toEqual(
      [shown.id, unnoticed.id].sort(),
    );
  });
});
