import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** What a running PostgreSQL writes to `postmaster.pid` in its data folder. */
export interface PostmasterFile {
  pid: number;
  port: number;
  socketDir: string;
  listenAddress: string;
  ready: boolean;
}

export function readPostmasterFile(pgDir: string): PostmasterFile | undefined {
  const file = join(pgDir, 'postmaster.pid');
  if (!existsSync(file)) return undefined;
  const lines = readFileSync(file, 'utf8').split('\n');
  const pid = Number(lines[0]);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  return {
    pid,
    port: Number(lines[3]),
    socketDir: lines[4]?.trim() ?? '',
    listenAddress: lines[5]?.trim() ?? '',
    ready: lines[7]?.trim() === 'ready',
  };
}

/** Alive and not a zombie (an orphan that nobody has reaped yet has exited all the same). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    return !/\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return !existsSync('/proc/self/stat'); // gone meanwhile, or no /proc (not Linux): kill(0) is all there is
  }
}

/**
 * Whether pid is a PostgreSQL server on this data folder. After a reboot the pid in a stale
 * postmaster.pid may belong to any process: on Linux its command line must name the folder.
 */
export function isPostmasterOf(pid: number, pgDir: string): boolean {
  if (!processAlive(pid)) return false;
  const cmdline = `/proc/${pid}/cmdline`;
  if (!existsSync('/proc/self/cmdline')) return true;
  try {
    const args = readFileSync(cmdline, 'utf8').split('\0');
    const at = args.indexOf('-D');
    return at >= 0 && resolve(args[at + 1] ?? '') === resolve(pgDir);
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function exited(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!processAlive(pid)) return true;
    await sleep(50);
  }
  return !processAlive(pid);
}

/**
 * Stops a PostgreSQL server that is not our child: a fast shutdown (open transactions roll back,
 * everything committed is kept), then an immediate one if it hangs (WAL replay repairs that at the
 * next start).
 */
export async function stopPostmaster(pid: number): Promise<void> {
  process.kill(pid, 'SIGINT');
  if (await exited(pid, 60_000)) return;
  process.kill(pid, 'SIGQUIT');
  if (await exited(pid, 10_000)) return;
  throw new Error(`The database server (pid ${pid}) did not stop.`);
}
