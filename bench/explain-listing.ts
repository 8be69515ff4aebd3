import { eq } from 'drizzle-orm';
import { categories, cities } from '../server/db/schema/catalog';
import { listingWalk, listingWalkSql, type WalkParams } from '../server/services/ads/list-ads';
import { ADS_PAGE_SIZE } from '../shared/constants';
import { openBenchDb } from './bench-db';

/**
 * Prints EXPLAIN (ANALYZE, BUFFERS) for exactly the SQL `listingWalkSql(...)` gives (the SQL
 * `listAds` sends), for each filter combination, for the paid walk and the rest walk, first page and
 * the next page (cursor position = listed_at and id of the last ad shown on the first page; every
 * listing index is keyed on listed_at, docs/decisions/014). Each query is explained
 * once (the plan printed) and then three more times (the best of those is the "warm" time). Ends with
 * a summary table and exits with code 1 if any plan sorts or does not read a listing index.
 * Usage: [BENCH_DATABASE_URL=postgres://...] node --import tsx bench/explain-listing.ts
 */
const { db, pool, close } = await openBenchDb();
const take = ADS_PAGE_SIZE + 1; // listAds asks for one more row than it shows

interface Summary {
  name: string;
  index: string;
  sort: boolean;
  firstMs: number;
  warmMs: number;
  buffers: string;
}

async function explain(params: WalkParams): Promise<{ plan: string[]; ms: number }> {
  const query = listingWalkSql(db, params);
  const result = await pool.query(`explain (analyze, buffers) ${query.sql}`, query.params);
  const plan = result.rows.map((r: Record<string, string>) => r['QUERY PLAN'] ?? '');
  const ms = Number(/Execution Time: ([\d.]+) ms/.exec(plan.at(-1) ?? '')?.[1] ?? Number.NaN);
  return { plan, ms };
}

async function idOf(kind: 'city' | 'category', value: string): Promise<string> {
  const rows =
    kind === 'city'
      ? await db.select({ id: cities.id }).from(cities).where(eq(cities.name, value))
      : await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, value));
  const id = rows[0]?.id;
  if (!id) throw new Error(`No ${kind} ${value}`);
  return id;
}

let failed = false;
try {
  const tampa = await idOf('city', 'Tampa');
  const realEstate = await idOf('category', 'real-estate');
  const filters: [string, { cityId?: string; categoryId?: string }][] = [
    ['none', {}],
    ['city=Tampa', { cityId: tampa }],
    ['category=real-estate', { categoryId: realEstate }],
    ['Tampa+real-estate', { cityId: tampa, categoryId: realEstate }],
  ];
  const now = new Date().toISOString();
  const summary: Summary[] = [];
  for (const [filterName, filter] of filters) {
    for (const walk of ['paid', 'rest'] as const) {
      const first: WalkParams = { ...filter, walk, now, take };
      const shown = (await listingWalk(db, first)).slice(0, ADS_PAGE_SIZE);
      const last = shown.at(-1);
      const pages: [string, WalkParams][] = [['page 1', first]];
      // A small data set may hold less than a page of paid ads in a category: that walk has one page.
      if (last && shown.length === ADS_PAGE_SIZE)
        pages.push(['next page', { ...first, after: { c: last.position, i: last.id } }]);
      else console.log(`\n(${filterName}, ${walk} walk: ${shown.length} ads, no second page to explain)`);
      for (const [pageName, params] of pages) {
        const name = `${filterName}, ${walk} walk, ${pageName}`;
        const query = listingWalkSql(db, params);
        const { plan, ms } = await explain(params);
        const warm: number[] = [];
        for (let i = 0; i < 3; i++) warm.push((await explain(params)).ms);
        const text = plan.join('\n');
        const index =
          /Index (?:Only )?Scan(?: Backward)? using (\w+) on advertisements/.exec(text)?.[1] ?? '-';
        const sort = /\bSort\b/.test(text);
        const buffers = /Buffers: (.*)/.exec(text)?.[1] ?? ''; // the top node's: the whole query
        if (sort || !index.startsWith('ads_approved_')) failed = true;
        summary.push({ name, index, sort, firstMs: ms, warmMs: Math.min(...warm), buffers });
        console.log(`\n### ${name}\n`);
        console.log(`${query.sql}\n-- params: ${JSON.stringify(query.params)}\n`);
        console.log(text);
      }
    }
  }
  console.log('\n### Summary (execution time of the first EXPLAIN ANALYZE, best of the next three)\n');
  console.log('| query | index | sort | first ms | warm ms | buffers (first) |');
  console.log('| ----- | ----- | ---- | -------: | ------: | --------------- |');
  for (const s of summary) {
    console.log(
      `| ${s.name} | ${s.index} | ${s.sort ? 'SORT' : 'no'} | ${s.firstMs.toFixed(2)} | ${s.warmMs.toFixed(2)} | ${s.buffers} |`,
    );
  }
  if (failed) console.log('\nAt least one plan sorts or reads no listing index (see above).');
} finally {
  await close();
}
process.exitCode = failed ? 1 : 0;
