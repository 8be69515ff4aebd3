import cluster from 'node:cluster';
import { loadAuthSecret } from './auth/secret';
import { type Database, openDatabase } from './db/client';
import { DataDirLockedError } from './db/embedded/data-dir-lock';
import { noticeRetiredPglite } from './db/embedded/pglite-notice';
import { seedOnFirstStart } from './db/seed/first-start';
import { type Env, readEnv } from './env';
import { announceRunning } from './processes/announce';
import { installLastResortGuard } from './processes/last-resort-guard';
import { EMBEDDED_URL_VARIABLE, runPrimary } from './processes/primary';
import { createStorage } from './storage/create-storage';

// A primary readies the database and forks WEB_CONCURRENCY workers sharing the port, replacing one
// that dies (server/processes/primary.ts). `--one-process` (npm run dev, which restarts on every
// save anyway) serves from the process started. The app itself is imported only where it serves: a
// primary that loaded it would hold its memory for nothing.

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
  installLastResortGuard();
  const [{ createDeps }, { serveRequests }] = await Promise.all([
    import('./deps'),
    import('./processes/serve-requests'),
  ]);
  const deps = createDeps({ env, database, secret: secretOf(env) });
  await serveRequests(deps, { startedAt, ...options });
}

/** The embedded database's data folder is Hromada's alone, and so are local files in it. */
const ownsFiles = (env: Env) => !env.DATABASE_URL && !env.S3_BUCKET;

async function main() {
  const env = readEnv();
  if (cluster.isWorker) {
    const databaseUrl = process.env[EMBEDDED_URL_VARIABLE] ?? env.DATABASE_URL;
    const database = await openDatabase({ databaseUrl, dataDir: env.DATA_DIR });
    // A worker replaced after a crash starts once its predecessor is gone.
    const ownsStorage = ownsFiles(env) && env.WEB_CONCURRENCY === 1;
    return serve(env, database, { ownsStorage, onListening: () => {} });
  }
  const database = await readyDatabase(env);
  if (!process.argv.includes('--one-process')) return runPrimary(env, database);
  await serve(env, database, {
    ownsStorage: ownsFiles(env),
    onListening: (port) => announceRunning(env, database.where, port),
  });
}

main().catch((error) => {
  console.error(error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
