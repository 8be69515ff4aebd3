import cluster, { type Worker } from 'node:cluster';
import type { Database } from '../db/client';
import type { Env } from '../env';
import { announceRunning } from './announce';
import { freePort } from './free-port';
import { restartDelay } from './restart-delay';

/** How the cluster's workers reach the embedded server the primary started (DATABASE_URL unset). */
export const EMBEDDED_URL_VARIABLE = 'HROMADA_EMBEDDED_DATABASE_URL';
/** After SIGTERM, how long workers may take to finish before they are killed. */
const STOP_GRACE_MS = 25_000;

/**
 * The process `npm start` runs: it serves nothing itself. It has readied `database` (migrated,
 * seeded; for the embedded default it owns the server), forks WEB_CONCURRENCY workers that share the
 * port and replaces one that dies (sooner or later: restart-delay.ts). SIGINT or SIGTERM stops them
 * all, then the database, then this process.
 */
export async function runPrimary(env: Env, database: Database): Promise<void> {
  // Port 0 chosen once: when the last worker is gone the cluster closes the port, and its replacement
  // would otherwise listen on another.
  const port = env.PORT === 0 ? await freePort(env.HOST) : env.PORT;
  const workers = new Set<Worker>();
  const listening = new Set<Worker>();
  const forkedAt = new Map<Worker, number>();
  let announced = false;
  let stopping = false;
  let failed = false;
  let quickDeaths = 0;
  const pendingForks = new Set<NodeJS.Timeout>();

  const fork = () => {
    const embedded = env.DATABASE_URL ? {} : { [EMBEDDED_URL_VARIABLE]: database.url };
    const worker = cluster.fork({ ...embedded, PORT: String(port) });
    workers.add(worker);
    forkedAt.set(worker, Date.now());
  };

  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const timer of pendingForks) clearTimeout(timer);
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
    const lived = Date.now() - (forkedAt.get(worker) ?? 0);
    forkedAt.delete(worker);
    if (stopping) {
      // One still starting has no handler yet: SIGTERM ends it at once, which is as good.
      if (code !== 0 && signal !== 'SIGTERM') failed = true;
      if (workers.size === 0) void finish();
      return;
    }
    console.error(`Server process ${worker.process.pid} exited (${signal ?? `code ${code}`}).`);
    if (!served && !announced) {
      // It never served (a port in use, a bad setting): the others would fail the same way.
      failed = true;
      stop();
      return;
    }
    const delay = restartDelay(lived, quickDeaths);
    quickDeaths = delay.quickDeaths;
    if (delay.ms > 0) console.error(`Starting its replacement in ${Math.round(delay.ms / 1000)} s.`);
    const timer = setTimeout(() => {
      pendingForks.delete(timer);
      fork();
    }, delay.ms);
    pendingForks.add(timer);
  });
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  for (let i = 0; i < env.WEB_CONCURRENCY; i++) fork();
}
