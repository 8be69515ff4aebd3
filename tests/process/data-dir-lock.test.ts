import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../../server/db/data-dir-lock';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'hromada-lock-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function startServer(dataDir: string, readyFile: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      HROMADA_READY_FILE: readyFile,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', () => output.includes('Hromada is running') && resolve());
    void exited.then((code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  ready.catch(() => undefined); // awaited only for the server expected to start
  return { child, exited, ready, output: () => output };
}

describe('the PGlite data folder lock', () => {
  it('refuses a second lock and takes over a stale one', () => {
    const dir = tempDir();
    const unlock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/in use by another Hromada process \(pid \d+\)/);
    unlock();
    writeFileSync(join(dir, 'hromada.lock'), '2147483646'); // a pid no process has
    const again = lockDataDir(dir);
    again();
  });

  it('stops a second server process on the same folder with a clear message', async () => {
    const dataDir = tempDir();
    const readyFile = join(dataDir, 'ready');
    const first = startServer(dataDir, readyFile);
    try {
      await first.ready;
      const second = startServer(dataDir, join(dataDir, 'ready-2'));
      expect(await second.exited).toBe(1);
      expect(second.output()).toMatch(/is in use by another Hromada process \(pid \d+\)/);
    } finally {
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
    }
  }, 90_000);
});
