import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { embeddedPaths } from '../../server/db/embedded/embedded-server';

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output(): string;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
}

/** A data folder the embedded database server can use (run as root, it runs as `postgres`). */
export function serverDataDir(): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'hromada-process-'));
  chmodSync(dataDir, 0o755);
  return dataDir;
}

/** The production build of the server (`npm run build`), which `npm run serve` runs. */
export const SERVER_BUNDLE = 'dist-server/main.js';

/**
 * `server/main.ts` in a process of its own, as production runs it, on a free port; on a data folder
 * of its own (removed when it exits) unless `dataDir` is given. `bundle`: the built SERVER_BUNDLE.
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: { dataDir?: string; bundle?: boolean } = {},
): Promise<ServerProcess> {
  const dataDir = options.dataDir ?? serverDataDir();
  const readyFile = join(dataDir, `ready-${Date.now()}`);
  const entry = options.bundle ? [SERVER_BUNDLE] : ['--import', 'tsx', 'server/main.ts'];
  const child = spawn(process.execPath, entry, {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      GEOCODER_URL: 'off',
      HROMADA_READY_FILE: readyFile,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  if (!options.dataDir) void exited.then(() => rmSync(dataDir, { recursive: true, force: true }));
  // The ready file holds the port; it is written once the server listens.
  let port = '';
  while (!port) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`server exited with ${child.exitCode ?? child.signalCode}:\n${output}`);
    port = existsSync(readyFile) ? readFileSync(readyFile, 'utf8') : '';
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** The PostgreSQL servers running on this data folder (their command line names it after -D). */
export function postgresServersOn(dataDir: string): number[] {
  const { pgDir } = embeddedPaths(dataDir);
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
        return args[args.indexOf('-D') + 1] === pgDir && args[0]?.endsWith('/postgres');
      } catch {
        return false; // ended meanwhile
      }
    })
    .map(Number);
}

/** The Node processes whose parent is `pid` (the cluster's workers; the database server is not one). */
export function nodeChildrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        // The parent's pid is the 4th field, after the command name in parentheses.
        const parent = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ')[1];
        const program = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0')[0];
        return Number(parent) === pid && program === process.execPath;
      } catch {
        return false; // ended meanwhile
      }
    })
    .map(Number);
}
