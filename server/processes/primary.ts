import cluster, { type Worker } from 'node:cluster';
import type { Database } from '../db/client';
import type { Env } from '../env';
import { announceRunning } from './announce';

/** How the cluster's workers reach the embedded server the primary started (DATABASE_URL unset). */
export const EMBEDDED_URL_VARIABLE = 'HROMADA_EMBEDDED_DATABASE_URL';
/** After SIGTERM, how long workers may take to finish before they are killed. */
const STOP_GRACE_MS = 25_000;

/**
 * WEB_CONCURRENCY > 1: this process serves nothing itself. It has readied `database` (migrated,
 * seeded; for the embedded default it owns the server), forks the workers that share the port and
 * replaces one that dies. SIGINT or SIGTERM stops them all, then the database, then this process.
 */
export function runPrimary(env: Env, database: Database): void {
  const workers = new Set<Worker>();
  const listening = new Set<Worker>();
  let announced = false;
  let stopping = false;
  let failed = false;

  const fork = () => {
    const worker = cluster.fork(env.DATABASE_URL ? {} : { [EMBEDDED_URL_VARIABLE]: database.url });
    workers.add(worker);
  };

  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const worker of workers) worker.process.kill('SIGTERM');
    setTimeout(() => {
      for (const worker of workers) worker.process.kill('SIGKILL');
    }, STOP_GRACE_MS).unref();
    if (workers.size === 0) void finish();
  };
  const finish = () => database.close().finally(() => process.exit(failed ? 1 : 0));

  cluster.on('listening', (worker, address) => {
    listening.add(worker);
    if (announced || stopping || listening.size < env.WEB_CONCURRENCY) return;
    announced = true;
    announceRunning(env, database.where, address.port);
  });
  cluster.on('exit', (worker, code, signal) => {
    workers.delete(worker);
    const served = listening.delete(worker);
    if (stopping) {
      // One still starting has no handler yet: SIGTERM ends it at once, which is as good.
      if (code !== 0 && signal !== 'SIGTERM') failed = true;
      if (workers.size === 0) void finish();
      return;
    }
    console.error(`Server process ${worker.process.pid} exited (${signal ?? `code ${code}`}).`);
    if (served) {
      fork();
      return;
    }
    // It never served (a port in use, a bad setting): the others would fail the same way.
    failed = true;
    stop();
  });
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  for (let i = 0; i < env.WEB_CONCURRENCY; i++) fork();
}
