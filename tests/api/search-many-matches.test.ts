import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../server/db/client';
import { explainSearch } from '../../server/services/search/run-search';
import { resolveSearchFilters } from '../../server/services/search/search-filters';
import { setupSearchTestServer, uniqueWord } from '../support/search-support';

// A question expected to match many ads looks for its newest matches among the newest ads first
// (the recent slice, docs/decisions/023), and over every ad when the slice holds too few: either
// way the first page is the newest matches.

const { f } = setupSearchTestServer({ SEARCH_CACHE_SECONDS: '0' });

const MINUTE = 60_000;

/** `count` approved ads titled `title`, listed a minute apart from `newest` back. */
async function manyAds(template: { id: string }, title: string, count: number, newest: Date) {
  await f.db.execute(sql`
    insert into advertisements (title, description, user_id, city_id, category_id, status, email, created_at)
    select ${title}, '', a.user_id, a.city_id, a.category_id, 'approved', a.email,
      ${newest.toISOString()}::timestamptz - g * interval '1 minute'
    from advertisements a, generate_series(1, ${count}) as g where a.id = ${template.id}`);
}

const newestIds = async (word: string, take: number) =>
  (
    await queryRows<{ id: string }>(
      f.db,
      sql`select id from advertisements where status = 'approved' and title like ${`%${word}%`}
        order by listed_at desc, id desc limit ${take}`,
    )
  ).map((r) => r.id);

it('finds the newest matches of a common word, in the recent slice or, when it holds too few, everywhere', async () => {
  const city = (await f.city()).id;
  const template = await f.ad(city, { title: 'Template' });
  const recent = uniqueWord();
  const old = uniqueWord();
  const now = Date.now();
  // The recent word in the newest 4,500 ads, the old one only in 4,500 ads listed before them.
  await manyAds(template, `Bicycle ${recent}`, 4500, new Date(now));
  await manyAds(template, `Bicycle ${old}`, 4500, new Date(now - 4600 * MINUTE));
  await f.db.execute(sql`analyze advertisements`);

  for (const word of [recent, old]) {
    const found = await f.ids({ q: word, limit: 25 });
    expect(found, word).toEqual(await newestIds(word, 25));
  }

  const filters = await resolveSearchFilters(f.db, {});
  const steps = async (word: string) =>
    (
      await explainSearch(f.db, {
        words: [word],
        filters,
        now: new Date(),
        timeZone: 'UTC',
        candidates: 500,
      })
    ).map((s) => s.step);
  // The recent word is found in the slice; the old one is not there, so step 1 runs again on every ad.
  expect(await steps(recent)).toEqual(['recent slice', 'whole words', 'rank']);
  expect(await steps(old)).toEqual(['recent slice', 'whole words', 'whole words', 'rank']);
});
