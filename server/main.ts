import cluster from 'node:cluster';
import { loadAuthSecret } from './auth/secret';
import { type Database, openDatabase } from './db/client';
import { DataDirLockedError } from './db/embedded/data-dir-lock';
import { noticeRetiredPglite } from './db/embedded/pglite-notice';
import { seedOnFirstStart } from './db/seed/first-start';
import { type Env, readEnv } from './env';
import { announceRunning } from './processes/announce';
import { EMBEDDED_URL_VARIABLE, runPrimary } from './processes/primary';
import { createStorage } from './storage/create-storage';

// One process serves, or with WEB_CONCURRENCY > 1 a primary readies the database and forks that many
// workers sharing the port (server/processes/primary.ts). The app itself is imported only where it
// serves: a primary that loaded it would hold its memory for nothing.

const secretOf = (env: Env) => loadAuthSecret(env.DATA_DIR, env.BETTER_AUTH_SECRET);

/** The database migrated and seeded, and the auth secret made, once, before any process serves. */
async function readyDatabase(env: Env): Promise<Database> {
  if (!env.DATABASE_URL) noticeRetiredPglite(env.DATA_DIR);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await database.migrate();
  secretOf(env);
  await seedOnFirstStart({ db: database.db, storage: createStorage(env), env });
  return database;
}

async function serve(
  env: Env,
  database: Database,
  options: { ownsStorage: boolean; onListening: (port: number) => void },
) {
  const startedAt = new Date();
  const [{ createDeps }, { serveRequests }] = await Promise.all([
    import('./deps'),
    import('./processes/serve-requests'),
  ]);
  const deps = createDeps({ env, database, secret: secretOf(env) });
  await serveRequests(deps, { startedAt, ...options });
}

async function main() {
  const env = readEnv();
  if (cluster.isWorker) {
    const databaseUrl = process.env[EMBEDDED_URL_VARIABLE] ?? env.DATABASE_URL;
    const database = await openDatabase({ databaseUrl, dataDir: env.DATA_DIR });
    return serve(env, database, { ownsStorage: false, onListening: () => {} });
  }
  const database = await readyDatabase(env);
  if (env.WEB_CONCURRENCY > 1) return runPrimary(env, database);
  await serve(env, database, {
    // The embedded database's data folder is this process's alone, and so are local files in it.
    ownsStorage: !env.DATABASE_URL && !env.S3_BUCKET,
    onListening: (port) => announceRunning(env, database.where, port),
  });
}

main().catch((error) => {
  console.error(error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
