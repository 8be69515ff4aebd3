import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../server/db/client';
import { seedReferenceData } from '../../server/db/seed/reference-data';

/**
 * This run's database (see global-setup.ts) opened directly, without a server. On PGlite every call
 * gets its own copy. On PostgreSQL test files share one database, keeping apart by creating their own
 * cities and users; `own: true` makes a new database instead (migrated, reference-seeded, dropped on
 * cleanup) for tests that change site-wide state such as the platform settings or "the last admin".
 */
export async function openTestDatabase(
  options: { own?: boolean } = {},
): Promise<Database & { dataDir: string; cleanup(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hromada-db-'));
  const template = inject('pgliteTemplate');
  if (template) cpSync(template, join(dataDir, 'pglite'), { recursive: true });
  const shared = template ? undefined : inject('postgresUrl');
  const own = shared && options.own ? await createOwnDatabase(shared) : undefined;
  const database = await openDatabase({ databaseUrl: own?.url ?? shared, dataDir });
  if (own) {
    await database.migrate();
    await seedReferenceData(database.db);
  }
  return {
    ...database,
    dataDir,
    async cleanup() {
      await database.close();
      await own?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function createOwnDatabase(sharedUrl: string) {
  const name = `hromada_own_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: sharedUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(sharedUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** A second, independent connection pool to the same PostgreSQL database, as another process would have. */
export function openSecondPool() {
  const databaseUrl = inject('postgresUrl');
  if (!databaseUrl) throw new Error('openSecondPool needs the postgres test project');
  return openDatabase({ databaseUrl, dataDir: tmpdir() });
}
