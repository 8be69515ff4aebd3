import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../server/db/client';
import { databaseUrl, onServer, testDatabaseName } from './test-postgres';

export type TestDatabase = Database & { dataDir: string; cleanup(): Promise<void> };

/**
 * A database of its own, copied from this run's migrated, reference-seeded template (see
 * global-setup.ts), with a data folder for files; both are removed on cleanup.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = inject('postgresUrl');
  const name = testDatabaseName('hromada_test');
  await onServer(serverUrl, `create database ${name} template ${inject('templateDatabase')}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'hromada-db-'));
  const database = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name), dataDir });
  return {
    ...database,
    dataDir,
    async cleanup() {
      await database.close();
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A second, independent connection pool to the same database, as another process would have. */
export const openSecondPool = (database: Database) =>
  openDatabase({ databaseUrl: database.url, dataDir: tmpdir() });
