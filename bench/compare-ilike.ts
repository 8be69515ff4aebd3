import { inArray, type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../server/db/client';
import { advertisements as ads } from '../server/db/schema/ads';
import { readEnv } from '../server/env';
import { selectAds } from '../server/services/ads/ad-query';
import { runSearch } from '../server/services/search/run-search';
import { SEARCH } from '../shared/constants';
import { median, openBenchDb } from './bench-db';
import { SEARCH_CASES } from './search-cases';
import { searchCall } from './search-sql';

/**
 * Times, on the same database and outside HTTP, the SPEC's original search (title or description
 * ILIKE '%q%', newest first, 24 rows) against ours (runSearch(): the search service's statements for
 * the first page in its transaction, then the rows of the ids it returns), for each search case.
 * The SPEC's query cannot use our trigram and full-text indexes (they index the folded search_text
 * and search_vector columns, not title or description). It runs twice: as planned here (it may walk
 * the listing's newest-first index and stop at 24 matches), and with index scans off (a database
 * without any index on the ads but the primary key: it reads every approved ad).
 * Each query runs once to warm the cache, then the median of the next runs is kept.
 * Usage: [BENCH_DATABASE_URL=postgres://...] node --import tsx bench/compare-ilike.ts [--runs N]
 */
const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;
if (!Number.isInteger(runs) || runs < 1 || runs > 100) {
  console.error('--runs must be a whole number from 1 to 100');
  process.exit(2);
}
const { db, close } = await openBenchDb();
const timeZone = readEnv().SITE_TIME_ZONE;

const specQuery = (q: string): SQL => {
  const pattern = `%${q}%`;
  return sql`select * from advertisements where status = 'approved'
    and (title ilike ${pattern} or description ilike ${pattern}) order by created_at desc limit 24`;
};

async function timed(run: () => Promise<number>): Promise<{ ms: number; rows: number }> {
  await run();
  const times: number[] = [];
  let rows = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    rows = await run();
    times.push(performance.now() - started);
  }
  return { ms: median(times), rows };
}

interface Row {
  name: string;
  q: string;
  spec: { ms: number; rows: number };
  specNoIndex: { ms: number; rows: number };
  ours: { ms: number; rows: number };
}

const rows: Row[] = [];
try {
  for (const c of SEARCH_CASES) {
    if (c.filters) continue; // the SPEC's query has no filters
    const call = await searchCall(db, c, 'search', timeZone);
    const spec = await timed(async () => (await queryRows(db, specQuery(c.q))).length);
    const specNoIndex = await timed(() =>
      db.transaction(async (tx) => {
        await tx.execute(
          sql`select set_config('enable_indexscan', 'off', true), set_config('enable_bitmapscan', 'off', true)`,
        );
        return (await queryRows(tx, specQuery(c.q))).length;
      }),
    );
    const ours = await timed(async () => {
      const page = (await runSearch(db, call.params, call.page)).slice(0, SEARCH.pageSize);
      return page.length ? (await selectAds(db).where(inArray(ads.id, page))).length : 0;
    });
    rows.push({ name: c.name, q: c.q, spec, specNoIndex, ours });
    console.log(
      `  ${c.name}: SPEC ${spec.ms.toFixed(1)} ms, SPEC without indexes ${specNoIndex.ms.toFixed(1)} ms, ours ${ours.ms.toFixed(1)} ms`,
    );
  }
  console.log(`\n### SPEC's ILIKE query vs ours (median of ${runs} warm runs, ms; rows found of 24)\n`);
  console.log(
    '| term | q | SPEC ms | rows | ours ms | rows | ours faster by | SPEC, no index ms | ours faster by |',
  );
  console.log(
    '| ---- | - | ------: | ---: | ------: | ---: | -------------: | ----------------: | -------------: |',
  );
  for (const r of rows) {
    const ratio = (spec: number) => `${(spec / r.ours.ms).toFixed(spec / r.ours.ms < 10 ? 2 : 0)}×`;
    console.log(
      `| ${r.name} | ${r.q} | ${r.spec.ms.toFixed(1)} | ${r.spec.rows} | ${r.ours.ms.toFixed(1)} | ${r.ours.rows} | ${ratio(r.spec.ms)} | ${r.specNoIndex.ms.toFixed(1)} | ${ratio(r.specNoIndex.ms)} |`,
    );
  }
} finally {
  await close();
}
