import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { categories, cities } from '../server/db/schema/catalog';
import * as schema from '../server/db/schema/index';
import { encodeCursor } from '../server/services/ads/cursor';
import { listAds } from '../server/services/ads/list-ads';

/**
 * Prints EXPLAIN (ANALYZE, BUFFERS) for the exact SQL the listing service sends (captured through
 * drizzle's logger), for each filter combination: the first page (the paid walk), then the first and
 * a second page of the walk over the other ads (cursor phase 0, as if the paid ads were used up).
 * Usage: BENCH_DATABASE_URL=postgres://... node --import tsx bench/explain-listing.ts
 */
const url = process.env.BENCH_DATABASE_URL;
if (!url) {
  console.error('Set BENCH_DATABASE_URL to a seeded PostgreSQL database.');
  process.exit(2);
}
const pool = new pg.Pool({ connectionString: url, max: 2 });
const captured: { sql: string; params: unknown[] }[] = [];
const db = drizzle(pool, {
  schema,
  logger: { logQuery: (sql, params) => void captured.push({ sql, params }) },
});

async function idOf(table: typeof cities | typeof categories, column: 'name' | 'slug', value: string) {
  const rows =
    table === cities
      ? await db.select({ id: cities.id }).from(cities).where(eq(cities.name, value))
      : await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, value));
  const id = rows[0]?.id;
  if (!id) throw new Error(`No ${column} ${value}`);
  return id;
}

try {
  const tampa = await idOf(cities, 'name', 'Tampa');
  const realEstate = await idOf(categories, 'slug', 'real-estate');
  const cases: [string, { cityId?: string; categoryId?: string }][] = [
    ['all', {}],
    ['city=Tampa', { cityId: tampa }],
    ['category=real-estate', { categoryId: realEstate }],
    ['city=Tampa & category=real-estate', { cityId: tampa, categoryId: realEstate }],
  ];
  const now = new Date().toISOString();
  for (const [name, filters] of cases) {
    const restPage1 = encodeCursor({ t: now, p: 0 });
    const restPage2 =
      (await listAds(db, { ...filters, cursor: restPage1, limit: 24 })).nextCursor ?? undefined;
    const pages: [string, string | undefined][] = [
      ['page 1 (paid walk)', undefined],
      ['first page of the other ads', restPage1],
      ['next page of the other ads', restPage2],
    ];
    for (const [pageName, cursor] of pages) {
      captured.length = 0;
      await listAds(db, { ...filters, cursor, limit: 24 });
      const walks = captured.filter((q) => /from "advertisements"/.test(q.sql) && /limit/i.test(q.sql));
      for (const [i, query] of walks.entries()) {
        console.log(`\n### ${name}, ${pageName}, query ${i + 1} of ${walks.length}\n`);
        console.log(`${query.sql}\n-- params: ${JSON.stringify(query.params)}\n`);
        const plan = await pool.query(`explain (analyze, buffers) ${query.sql}`, query.params);
        console.log(plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n'));
      }
    }
  }
} finally {
  await pool.end();
}
