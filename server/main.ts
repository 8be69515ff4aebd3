import cluster from 'node:cluster';
import { loadAuthSecret } from './auth/secret';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/embedded/data-dir-lock';
import { noticeRetiredPglite } from './db/embedded/pglite-notice';
import { seedOnFirstStart } from './db/seed/first-start';
import { createDeps } from './deps';
import { type Env, readEnv } from './env';
import { announceRunning } from './processes/announce';
import { EMBEDDED_URL_VARIABLE, runPrimary } from './processes/primary';
import { serveRequests } from './processes/serve-requests';

// One process serves, or with WEB_CONCURRENCY > 1 a primary readies the database and forks that many
// workers sharing the port (server/processes/primary.ts).

const secretOf = (env: Env) => loadAuthSecret(env.DATA_DIR, env.BETTER_AUTH_SECRET);

/** The database migrated and seeded, once, before any process serves. */
async function readyDatabase(env: Env) {
  if (!env.DATABASE_URL) noticeRetiredPglite(env.DATA_DIR);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await database.migrate();
  const deps = createDeps({ env, database, secret: secretOf(env) });
  await seedOnFirstStart(deps);
  return deps;
}

async function main() {
  const startedAt = new Date();
  const env = readEnv();
  if (cluster.isWorker) {
    const databaseUrl = process.env[EMBEDDED_URL_VARIABLE] ?? env.DATABASE_URL;
    const database = await openDatabase({ databaseUrl, dataDir: env.DATA_DIR });
    const deps = createDeps({ env, database, secret: secretOf(env) });
    await serveRequests(deps, { startedAt, ownsStorage: false, onListening: () => {} });
    return;
  }
  const deps = await readyDatabase(env);
  if (env.WEB_CONCURRENCY > 1) return runPrimary(env, deps.database);
  await serveRequests(deps, {
    startedAt,
    // The embedded database's data folder is this process's alone, and so are local files in it.
    ownsStorage: !env.DATABASE_URL && !env.S3_BUCKET,
    onListening: (port) => announceRunning(env, deps.database.where, port),
  });
}

main().catch((error) => {
  console.error(error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
