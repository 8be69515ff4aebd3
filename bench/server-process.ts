import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GLIBC_TUNABLES } from '../server/malloc-tunables';
import { freePort } from '../server/processes/free-port';

const ROOT = join(import.meta.dirname, '..');
const STARTUP_TIMEOUT_MS = 90_000;
const START_ATTEMPTS = 5;

export interface RunningServer {
  baseUrl: string;
  pid: number;
  stop(): Promise<void>;
}

/** The port picked for the server was bound by another process before the server could bind it. */
class PortTakenError extends Error {}

/**
 * Spawns `node --import tsx server/main.ts` bound to 127.0.0.1 and waits for GET /health 200. It
 * cannot listen on port 0: its SITE_URL, the origin the bench's requests are sent from, names the
 * port. So the port is picked free and then bound by the server, and as another process may take it
 * in between, a start that fails with EADDRINUSE is tried again on a fresh port.
 */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnPort(env, await freePort());
    } catch (error) {
      if (!(error instanceof PortTakenError) || attempt === START_ATTEMPTS) throw error;
    }
  }
}

async function startOnPort(env: Record<string, string>, port: number): Promise<RunningServer> {
  const baseUrl = `http://127.0.0.1:${port}`;
  // Written by the server once it listens: until then a /health answer could come from whoever took the port.
  const readyDir = mkdtempSync(join(tmpdir(), 'hromada-bench-'));
  const readyFile = join(readyDir, 'port');
  // BENCH_SERVER_NODE_ARGS: e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to see where the server's time goes.
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: baseUrl,
      NODE_ENV: 'production',
      HROMADA_READY_FILE: readyFile,
      // As `npm start` runs it (package.json).
      GLIBC_TUNABLES,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let stopping = false;
  const stop = () => {
    stopping = true;
    return stopChild(child);
  };
  try {
    await waitForHealth(baseUrl, child, readyFile, () => output);
  } catch (error) {
    await stop();
    if (error instanceof PortTakenError) throw error;
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output}`);
  } finally {
    rmSync(readyDir, { recursive: true, force: true });
  }
  // An end the bench did not ask for (a crash, or a signal from outside) is said at once, with its output.
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`The server ended by itself (${signal ?? `code ${code}`}):\n${output}`);
  });
  return { baseUrl, pid: child.pid ?? 0, stop };
}

async function waitForHealth(baseUrl: string, child: ChildProcess, readyFile: string, output: () => string) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      if (output().includes('EADDRINUSE')) throw new PortTakenError();
      throw new Error(`The server exited with code ${child.exitCode}`);
    }
    if (existsSync(readyFile) && (await healthy(baseUrl))) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer GET /health within ${STARTUP_TIMEOUT_MS / 1000} s`);
}

async function healthy(baseUrl: string): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl}/health`, { signal: AbortSignal.timeout(2000) });
    return response.status === 200;
  } catch {
    return false;
  }
}

/** SIGTERM (the server closes its database), SIGKILL after 10 s. */
function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
