import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client';
import { seedReferenceData } from '../../server/db/seed/reference-data';

/**
 * Prepares one migrated, reference-seeded database for the run: a PGlite folder that each test file
 * copies (a fresh PGlite takes seconds to initialise), or a new PostgreSQL database that test files
 * share, keeping apart by creating their own cities and users.
 */
export default async function setup(project: TestProject) {
  const kind = project.name === 'postgres' ? 'postgres' : 'pglite';
  const root = mkdtempSync(join(tmpdir(), `hromada-${kind}-`));
  if (kind === 'pglite') {
    const database = await openDatabase({ dataDir: root });
    await database.migrate();
    await seedReferenceData(database.db);
    await database.close();
    project.provide('pgliteTemplate', join(root, 'pglite'));
    return () => rmSync(root, { recursive: true, force: true });
  }
  const adminUrl = process.env.TEST_POSTGRES_URL ?? '';
  if (!adminUrl) throw new Error('The postgres test project needs TEST_POSTGRES_URL');
  const name = `hromada_test_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(`TEST_POSTGRES_URL=${adminUrl} is not reachable: ${(error as Error).message}`);
  }
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: root });
  await database.migrate();
  await seedReferenceData(database.db);
  await database.close();
  project.provide('postgresUrl', url.toString());
  project.provide('pgliteTemplate', '');
  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    rmSync(root, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresUrl: string;
  }
}
