import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { queryRows } from '../server/db/client';
import { readEnv } from '../server/env';
import { uncachedReferenceData } from '../server/services/catalog/reference-data';
import { resolveFilters } from '../server/services/catalog/resolve-filters';
import { type EventsWalk, eventsWalk } from '../server/services/events/list-events';
import { explainSearch } from '../server/services/search/run-search';
import { ADS_PAGE_SIZE } from '../shared/constants';
import { openBenchDb } from './bench-db';
import { NEWEST_FIRST_CASES, SEARCH_CASES, SUGGESTION_CASES } from './search-cases';
import { type SearchCall, searchCall } from './search-sql';

/**
 * Prints EXPLAIN (ANALYZE, BUFFERS) for exactly the SQL the search, suggestion and events services
 * send (explainSearch() runs a search's steps with its settings; eventsWalk()), for each kind of search
 * term of bench/search-cases.ts, once (the plan printed) and three more times (the best is the "warm"
 * time). Ends with a summary and exits with code 1 if any plan reads the ads with a sequential scan.
 * Usage: [BENCH_DATABASE_URL=postgres://...] node --import tsx bench/explain-search.ts
 */
const { db, close } = await openBenchDb();
const dialect = new PgDialect();
const timeZone = readEnv().SITE_TIME_ZONE;

interface Summary {
  name: string;
  indexes: string;
  seqScan: boolean;
  firstMs: number;
  warmMs: number;
  buffers: string;
}

const executionMs = (plan: string) => Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? Number.NaN);

const summary: Summary[] = [];

/** A page's candidate ids are hundreds of uuids: printed as their count. */
const shortened = (plan: string) =>
  plan.replace(
    /'\{([0-9a-f-]{36},)+[0-9a-f-]{36}\}'::uuid\[\]/g,
    (ids) => `'{${ids.split(',').length} ids}'::uuid[]`,
  );

function summarise(name: string, plan: string, warmMs: number): void {
  const indexes = [
    ...new Set(
      [...plan.matchAll(/(?:Index (?:Only )?Scan(?: Backward)?|Bitmap Index Scan) (?:using|on) (\w+)/g)].map(
        (m) => m[1],
      ),
    ),
  ].filter((i) => i?.startsWith('ads_') || i?.startsWith('search_words') || i === 'advertisements_pkey');
  const seqScan = /Seq Scan on advertisements/.test(plan);
  const buffers = /Buffers: (.*)/.exec(plan)?.[1] ?? '';
  summary.push({
    name,
    indexes: indexes.join(', ') || '-',
    seqScan,
    firstMs: executionMs(plan),
    warmMs,
    buffers,
  });
}

/** Every statement of one search, explained as the service runs it (explainSearch), then 3 more times. */
async function reportSearch(name: string, call: SearchCall): Promise<void> {
  const plans = await explainSearch(db, call.params, call.page);
  const warm = plans.map(() => Number.POSITIVE_INFINITY);
  for (let i = 0; i < 3; i++) {
    const again = await explainSearch(db, call.params, call.page);
    again.forEach(({ plan }, n) => {
      warm[n] = Math.min(warm[n] ?? Number.POSITIVE_INFINITY, executionMs(plan));
    });
  }
  console.log(`\n### ${name}\n\n-- words: ${JSON.stringify(call.params.words)}`);
  plans.forEach(({ step, plan }, n) => {
    console.log(`\n-- step ${step}\n${shortened(plan)}`);
    summarise(`${name}, ${step}`, plan, warm[n] ?? Number.NaN);
  });
  const total = (ms: number[]) => ms.reduce((sum, x) => sum + x, 0);
  summary.push({
    name: `${name}, all steps`,
    indexes: '',
    seqScan: false,
    firstMs: total(plans.map(({ plan }) => executionMs(plan))),
    warmMs: total(warm),
    buffers: '',
  });
}

async function reportQuery(name: string, query: SQL): Promise<void> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const explain = async () =>
    (await queryRows<Record<string, string>>(db, sql`explain (analyze, buffers) ${query}`))
      .map((r) => r['QUERY PLAN'] ?? '')
      .join('\n');
  const plan = await explain();
  const warm: number[] = [];
  for (let i = 0; i < 3; i++) warm.push(executionMs(await explain()));
  console.log(`\n### ${name}\n\n${text}\n-- params: ${JSON.stringify(params)}\n\n${plan}`);
  summarise(name, plan, Math.min(...warm));
}

try {
  for (const c of [...SEARCH_CASES, ...NEWEST_FIRST_CASES]) {
    await reportSearch(`search ${c.name} "${c.q}"`, await searchCall(db, c, 'search', timeZone));
  }
  for (const c of SUGGESTION_CASES) {
    await reportSearch(`suggestions ${c.name} "${c.q}"`, await searchCall(db, c, 'suggestions', timeZone));
  }
  const { cityId: tampa } = await resolveFilters(uncachedReferenceData(db), { city: 'tampa' });
  const now = new Date().toISOString();
  const walks: [string, EventsWalk][] = [
    ['events: upcoming', { when: 'upcoming', now, take: ADS_PAGE_SIZE + 1 }],
    ['events: past', { when: 'past', now, take: ADS_PAGE_SIZE + 1 }],
    ['events: upcoming, city=tampa', { when: 'upcoming', cityId: tampa, now, take: ADS_PAGE_SIZE + 1 }],
    ['events: past, city=tampa', { when: 'past', cityId: tampa, now, take: ADS_PAGE_SIZE + 1 }],
  ];
  for (const [name, walk] of walks) await reportQuery(name, eventsWalk(db, walk).getSQL());

  console.log('\n### Summary (execution time of the first EXPLAIN ANALYZE, best of the next three)\n');
  console.log('| query | indexes | seq scan | first ms | warm ms | buffers (first) |');
  console.log('| ----- | ------------------------- | -------- | -------: | ------: | --------------- |');
  for (const s of summary) {
    console.log(
      `| ${s.name} | ${s.indexes} | ${s.seqScan ? 'SEQ SCAN' : 'no'} | ${s.firstMs.toFixed(2)} | ${s.warmMs.toFixed(2)} | ${s.buffers} |`,
    );
  }
  if (summary.some((s) => s.seqScan))
    console.log('\nAt least one plan reads advertisements sequentially (see above).');
} finally {
  await close();
}
process.exitCode = summary.some((s) => s.seqScan) ? 1 : 0;
