import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client';
import { acquireEmbeddedPostgres } from '../../server/db/embedded/open-embedded';
import { seedReferenceData } from '../../server/db/seed/reference-data';
import { stopLeftoverTestServers } from './leftover-test-servers';
import { databaseUrl, onServer, testDatabaseName } from './test-postgres';

/**
 * One PostgreSQL server for the run: the embedded one (as `npm start` runs it), or the server in
 * TEST_POSTGRES_URL. On it one migrated, reference-seeded template database, which every test file
 * copies into a database of its own (test-database.ts).
 */
export default async function setup(project: TestProject) {
  const server = process.env.TEST_POSTGRES_URL
    ? await givenServer(process.env.TEST_POSTGRES_URL)
    : await embeddedServer();
  const template = testDatabaseName('hromada_template');
  await onServer(server.url, `create database ${template}`);
  const database = await openDatabase({ databaseUrl: databaseUrl(server.url, template), dataDir: tmpdir() });
  await database.migrate();
  await seedReferenceData(database.db);
  await database.close();
  project.provide('postgresUrl', server.url);
  project.provide('templateDatabase', template);
  return async () => {
    await onServer(server.url, `drop database if exists ${template} with (force)`);
    await server.release();
  };
}

async function givenServer(url: string) {
  try {
    await onServer(url, 'select 1');
  } catch (error) {
    throw new Error(`TEST_POSTGRES_URL=${url} is not reachable: ${(error as Error).message}`);
  }
  return { url, release: async () => undefined };
}

async function embeddedServer() {
  await stopLeftoverTestServers();
  const dataDir = mkdtempSync(join(tmpdir(), 'hromada-test-pg-'));
  chmodSync(dataDir, 0o755); // run as root, the server runs as `postgres` and must reach its folder
  const embedded = await acquireEmbeddedPostgres(dataDir, { log: () => undefined });
  return {
    url: embedded.url,
    async release() {
      await embedded.release();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
    templateDatabase: string;
  }
}
