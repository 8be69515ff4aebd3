import { serve } from '@hono/node-server';
import { buildApp } from '../app';
import type { Deps } from '../core/deps';
import { startFingerprintBacklog } from '../services/anti-spam/fingerprint-backlog';
import { startExpiryWorker } from '../services/expiry/expiry-worker';
import { startGeocodingWorker } from '../services/geocoding/geocoding-worker';
import { startDeferredFileRemovals } from '../services/images/stored-file-removal';
import { startOrphanSweeps } from '../services/images/sweep-orphan-images';
import { startAwayMailWorker } from '../services/messages/away-mail-worker';
import { startAlertsWorker } from '../services/saved-searches/alerts-worker';

/**
 * One server process: answers requests on PORT and takes its share of the background work (each job
 * runs in one process at a time, job-locks.ts) until SIGINT or SIGTERM, then closes and exits.
 * `ownsStorage`: no other process writes this database's files (see startOrphanSweeps).
 */
export async function serveRequests(
  deps: Deps,
  options: { startedAt: Date; ownsStorage: boolean; onListening: (port: number) => void },
): Promise<void> {
  const { env, database } = deps;
  const geocoding = startGeocodingWorker(deps);
  const expiry = startExpiryWorker({ ...deps, siteUrl: env.baseUrl });
  const alerts = startAlertsWorker({ ...deps, siteUrl: env.baseUrl, timeZone: env.SITE_TIME_ZONE });
  const awayMail = startAwayMailWorker({ ...deps, siteUrl: env.baseUrl });
  // Files a crash left behind.
  startOrphanSweeps(deps, { startedAt: options.startedAt, ownsStorage: options.ownsStorage });
  // Files a backup held (docs/decisions/023), should it have ended without removing them.
  const deferredRemovals = startDeferredFileRemovals(deps);
  // Ads saved before near-duplicates were looked for.
  startFingerprintBacklog(deps);
  const stopHearingSearchChanges = deps.searchCache.forgetOnPublicChanges(deps.publicContent);
  await deps.settings.start();

  const server = serve(
    { fetch: buildApp(deps, { distDir: process.env.DIST_DIR }).fetch, port: env.PORT, hostname: env.HOST },
    (info) => options.onListening(info.port),
  );
  // An idle kept-alive connection is closed after 65 s, not Node's 5 s: longer than a proxy's or a
  // client's usual idle time (60 s), so neither reuses a connection at the moment we close it (a reset).
  if ('keepAliveTimeout' in server) server.keepAliveTimeout = 65_000;

  let stopping = false;
  const stop = () => {
    // Ctrl-C reaches every process of a terminal's group, and the cluster's primary passes it on too.
    if (stopping) return;
    stopping = true;
    // Ends the open settings streams (else the server never closes), then releases the LISTEN connections.
    const listenersClosed = Promise.all([
      deps.settings.close(),
      deps.messages.close(),
      deps.pages.close(),
      stopHearingSearchChanges(),
      deps.publicContent.close(),
    ]);
    server.close(
      () =>
        void listenersClosed
          .then(() =>
            Promise.all([
              geocoding.stop(),
              expiry.stop(),
              alerts.stop(),
              awayMail.stop(),
              deferredRemovals.stop(),
            ]),
          )
          .then(() => database.close())
          .then(() => process.exit(0)),
    );
    // Connections that never sent a request (clients open spare ones) would hold close() open.
    setTimeout(() => 'closeAllConnections' in server && server.closeAllConnections(), 2000).unref();
    // The database's shutdown checkpoint may take a while after heavy writes.
    setTimeout(() => process.exit(1), 20_000).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
