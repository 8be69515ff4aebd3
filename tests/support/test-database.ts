import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../server/db/client';

/** This run's database (see global-setup.ts) opened directly, without a server. */
export async function openTestDatabase(): Promise<Database & { dataDir: string; cleanup(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hromada-db-'));
  const template = inject('pgliteTemplate');
  if (template) cpSync(template, join(dataDir, 'pglite'), { recursive: true });
  const database = await openDatabase({ databaseUrl: template ? undefined : inject('postgresUrl'), dataDir });
  return {
    ...database,
    dataDir,
    async cleanup() {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A second, independent connection pool to the same PostgreSQL database, as another process would have. */
export function openSecondPool() {
  const databaseUrl = inject('postgresUrl');
  if (!databaseUrl) throw new Error('openSecondPool needs the postgres test project');
  return openDatabase({ databaseUrl, dataDir: tmpdir() });
}
