import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../server/db/client';
import { seedDemoData } from '../server/db/seed/demo-data';
import { ensureDemoImages } from '../server/db/seed/demo-images';
import { seedReferenceData } from '../server/db/seed/reference-data';
import { generateSyntheticAds } from '../server/db/seed/synthetic-ads';
import { createLocalStorage, defaultStorageRoot } from '../server/storage/local-storage';

export interface PreparedDatabase {
  kind: 'pglite' | 'postgres';
  ads: number;
  approvedAds: number;
}

/**
 * Migrates and seeds (reference data, the demo set when empty, `extraAds` synthetic ads), then closes
 * the database so the server process can open it (PGlite allows one process).
 */
export async function prepareDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  extraAds: number;
  log: (line: string) => void;
}): Promise<PreparedDatabase> {
  const database = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
  try {
    const { db } = database;
    await database.migrate();
    await seedReferenceData(db);
    const storage = createLocalStorage(defaultStorageRoot(options.dataDir));
    if (await seedDemoData(db, storage)) options.log('Seeded the demo data.');
    if (options.extraAds > 0) {
      const started = performance.now();
      await generateSyntheticAds(db, {
        count: options.extraAds,
        chunkSize: database.kind === 'postgres' ? 100_000 : 10_000,
        images: await ensureDemoImages(storage),
        onProgress: (done, total) => options.log(`  seeded ${done} / ${total} synthetic ads`),
      });
      await db.execute(sql`analyze advertisements`);
      await db.execute(sql`analyze ad_images`);
      options.log(
        `Seeded ${options.extraAds} synthetic ads in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
      );
    }
    const [counts] = await queryRows<{ ads: number; approved: number }>(
      db,
      sql`select count(*)::int as ads, count(*) filter (where status = 'approved')::int as approved from advertisements`,
    );
    return { kind: database.kind, ads: counts?.ads ?? 0, approvedAds: counts?.approved ?? 0 };
  } finally {
    await database.close();
  }
}
