import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { type Db, openDatabase, queryRows } from '../server/db/client';
import { seedDemoData } from '../server/db/seed/demo-data';
import { ensureDemoImages } from '../server/db/seed/demo-images';
import { seedReferenceData } from '../server/db/seed/reference-data';
import { generateSyntheticAds } from '../server/db/seed/synthetic-ads';
import { TOOL_TIMEOUTS } from '../server/db/timeouts';
import { createLocalStorage, defaultStorageRoot } from '../server/storage/local-storage';
import { DEFAULT_ADS } from './bench-args';

export interface PreparedDatabase {
  kind: 'embedded' | 'server';
  ads: number;
  approvedAds: number;
  /** Synthetic ads added by this run, and how long that took (with ANALYZE). */
  seeded: { ads: number; seconds: number };
  /** Approved ads picked at random, for the rotating "ad by id" load. */
  sampleAdIds: string[];
}

const countAds = async (db: Db) =>
  (
    await queryRows<{ ads: number; approved: number }>(
      db,
      sql`select count(*)::int as ads, count(*) filter (where status = 'approved')::int as approved from advertisements`,
    )
  )[0] ?? { ads: 0, approved: 0 };

/**
 * Migrates and seeds (reference data, the demo set when empty, synthetic ads up to `targetAds` ads in
 * all; by default DEFAULT_ADS of its kind), then closes the database (and stops the embedded server,
 * which the app's process starts again).
 */
export async function prepareDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  targetAds?: number;
  log: (line: string) => void;
}): Promise<PreparedDatabase> {
  const kind = options.databaseUrl ? 'server' : 'embedded';
  const database = await openDatabase({
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir,
    timeouts: TOOL_TIMEOUTS,
  });
  try {
    const { db } = database;
    await database.migrate();
    await seedReferenceData(db);
    const storage = createLocalStorage(defaultStorageRoot(options.dataDir));
    if (await seedDemoData(db, storage)) options.log('Seeded the demo data.');
    const target = options.targetAds ?? DEFAULT_ADS[kind];
    const missing = Math.max(0, target - (await countAds(db)).ads);
    let seeded = { ads: 0, seconds: 0 };
    if (missing > 0) {
      options.log(`Adding ${missing} synthetic ads to reach ${target} ...`);
      const started = performance.now();
      await generateSyntheticAds(db, {
        count: missing,
        chunkSize: 100_000,
        images: await ensureDemoImages(storage),
        onProgress: (done, total) => options.log(`  seeded ${done} / ${total} synthetic ads`),
      });
      await db.execute(sql`analyze advertisements`);
      await db.execute(sql`analyze ad_images`);
      seeded = { ads: missing, seconds: (performance.now() - started) / 1000 };
      options.log(`Seeded ${missing} synthetic ads in ${seeded.seconds.toFixed(1)} s.`);
    }
    const counts = await countAds(db);
    const sample = await queryRows<{ id: string }>(
      db,
      sql`select id from advertisements where status = 'approved' order by random() limit 1000`,
    );
    return {
      sampleAdIds: sample.map((row) => row.id),
      kind,
      ads: counts.ads,
      approvedAds: counts.approved,
      seeded,
    };
  } finally {
    await database.close();
  }
}

/** Where a bench's database lives, and what its server processes are told of it. */
export interface BenchDatabasePlace {
  /** BENCH_DATABASE_URL, else the embedded database of `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  /** DATA_DIR, DATABASE_URL and no demo seeding at start (prepareBenchDatabase has seeded). */
  serverEnv: Record<string, string>;
  /** Removes the data folder when it is a temporary one (no --data-dir). */
  remove(): void;
}

/** BENCH_DATABASE_URL's database, or the embedded one in `dataDir` (kept) or in a fresh temporary folder. */
export function benchDatabasePlace(dataDirArg?: string): BenchDatabasePlace {
  const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
  const temporary = !dataDirArg;
  const dataDir = dataDirArg ? resolve(dataDirArg) : mkdtempSync(join(tmpdir(), 'hromada-bench-'));
  // Run as root, the embedded database runs as `postgres`, which must reach its folder.
  if (temporary) chmodSync(dataDir, 0o755);
  return {
    databaseUrl,
    dataDir,
    serverEnv: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '', SEED_DEMO: 'false' },
    remove: () => {
      if (temporary) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** prepareDatabase on the bench's place, saying where and how many ads it holds. */
export async function prepareBenchDatabase(
  place: BenchDatabasePlace,
  targetAds: number | undefined,
  log: (line: string) => void,
): Promise<PreparedDatabase> {
  const { databaseUrl, dataDir } = place;
  log(
    `Preparing ${databaseUrl ? 'PostgreSQL (BENCH_DATABASE_URL)' : `the embedded PostgreSQL in ${dataDir}`} ...`,
  );
  const prepared = await prepareDatabase({ databaseUrl, dataDir, targetAds, log });
  log(`Database: ${prepared.ads} ads (${prepared.approvedAds} approved).`);
  return prepared;
}
