import { writeFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { buildApp } from './app';
import { loadAuthSecret } from './auth/secret';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/embedded/data-dir-lock';
import { noticeRetiredPglite } from './db/embedded/pglite-notice';
import { printDemoLogins, seedOnFirstStart } from './db/seed/first-start';
import { createDeps } from './deps';
import { readEnv } from './env';
import { startGeocodingWorker } from './services/geocoding/geocoding-worker';
import { startOrphanSweeps } from './services/images/sweep-orphan-images';

const PAYMENTS_NOTE = {
  test: 'Payments: the built-in TEST checkout (no card is charged). Set STRIPE_* keys to take card payments.',
  off: 'Payments: off, nothing is sold (production without STRIPE_* keys). Set them, or PAYMENTS=test.',
};

async function main() {
  const startedAt = new Date();
  const env = readEnv();
  if (!env.DATABASE_URL) noticeRetiredPglite(env.DATA_DIR);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await database.migrate();
  const deps = createDeps({ env, database, secret: loadAuthSecret(env.DATA_DIR, env.BETTER_AUTH_SECRET) });
  await seedOnFirstStart(deps);
  const geocoding = startGeocodingWorker(deps);
  // Files a crash left behind. The embedded database holds DATA_DIR for this process alone.
  startOrphanSweeps(deps, { startedAt, ownsStorage: !env.DATABASE_URL && !env.S3_BUCKET });
  await deps.settings.start();

  const server = serve(
    { fetch: buildApp(deps, { distDir: process.env.DIST_DIR }).fetch, port: env.PORT, hostname: env.HOST },
    (info) => {
      const url = env.SITE_URL ?? `http://localhost:${info.port}`;
      console.log(`Hromada is running at ${url} (database: ${database.where})`);
      if (env.paymentProvider !== 'stripe') console.log(PAYMENTS_NOTE[env.paymentProvider]);
      printDemoLogins(env.DATA_DIR);
      if (process.env.HROMADA_READY_FILE) writeFileSync(process.env.HROMADA_READY_FILE, String(info.port));
    },
  );

  // An idle kept-alive connection is closed after 65 s, not Node's 5 s: longer than a proxy's or a
  // client's usual idle time (60 s), so neither reuses a connection at the moment we close it (a reset).
  if ('keepAliveTimeout' in server) server.keepAliveTimeout = 65_000;

  const stop = () => {
    // Ends the open settings streams (else the server never closes), then releases the LISTEN connection.
    const settingsClosed = Promise.all([
      deps.settings.close(),
      deps.pages.close(),
      deps.publicContent.close(),
    ]);
    server.close(
      () =>
        void settingsClosed
          .then(() => geocoding.stop())
          .then(() => database.close())
          .then(() => process.exit(0)),
    );
    // Connections that never sent a request (clients open spare ones) would hold close() open.
    setTimeout(() => 'closeAllConnections' in server && server.closeAllConnections(), 2000).unref();
    // The database's shutdown checkpoint may take a while after heavy writes.
    setTimeout(() => process.exit(1), 20_000).unref();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error) => {
  console.error(error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
