import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../server/db/client';
import { setupSearchTestServer, uniqueWord } from '../../support/search-support';

// Newest first (the default order) ranks only as deep as the page asked for (docs/decisions/024,
// "The newest order"): pages still hold every match once, paid ones first, and the total stays true.

const { f } = setupSearchTestServer({ SEARCH_CACHE_SECONDS: '0' });

const HOUR = 3_600_000;
const hoursAgo = (n: number) => new Date(Date.now() - n * HOUR);
const tomorrow = () => new Date(Date.now() + 24 * HOUR);

describe('newest first', () => {
  it('pages through more paid matches than a page holds, paid first, each newest first', async () => {
    const city = (await f.city()).id;
    const word = uniqueWord();
    const paid: string[] = [];
    const unpaid: string[] = [];
    for (let i = 1; i <= 8; i += 1)
      paid.push(
        (
          await f.ad(city, {
            title: `${word} paid ${i}`,
            isPaid: true,
            paidUntil: tomorrow(),
            createdAt: hoursAgo(i * 2),
          })
        ).id,
      );
    for (let i = 1; i <= 4; i += 1)
      unpaid.push((await f.ad(city, { title: `${word} ${i}`, createdAt: hoursAgo(i * 2 - 1) })).id);

    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const res = await f.search({ q: word, limit: 3, cursor });
      expect(res.status).toBe(200);
      expect(res.body.total).toEqual({ count: 12, exact: true });
      seen.push(...res.body.items.map((ad: { id: string }) => ad.id));
      cursor = res.body.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual([...paid, ...unpaid]);
  });

  it('finds the newest matches of a word most ads hold, and estimates how many there are', async () => {
    const city = (await f.city()).id;
    const template = await f.ad(city, { title: 'Template' });
    const word = uniqueWord();
    // Enough ads holding the word that the vocabulary tells step 1 to walk the newest-first index
    // and the total to be estimated rather than counted.
    await f.db.execute(sql`
      insert into advertisements (title, description, user_id, city_id, category_id, status, email, created_at)
      select ${`Bicycle ${word}`}, '', a.user_id, a.city_id, a.category_id, 'approved', a.email,
        now() - g * interval '1 minute'
      from advertisements a, generate_series(1, 3000) as g where a.id = ${template.id}`);
    await f.db.execute(sql`analyze advertisements`);
    const newest = await queryRows<{ id: string }>(
      f.db,
      sql`select id from advertisements where title = ${`Bicycle ${word}`} order by listed_at desc, id desc limit 24`,
    );
    const res = await f.search({ q: word, limit: 24 });
    expect(res.status).toBe(200);
    expect(res.body.items.map((ad: { id: string }) => ad.id)).toEqual(newest.map((r) => r.id));
    expect(res.body.total.exact).toBe(false);
    expect(res.body.total.count).toBeGreaterThan(2000);
    expect(res.body.total.count).toBeLessThan(4500);
  });
});
