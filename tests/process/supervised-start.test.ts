import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { processAlive } from '../../server/db/embedded/postmaster';
import * as adsApi from '../../shared/api/ads';
import { apiPath } from '../../shared/api/operation';
import { categoryBySlug, createAd, createCity, createUser, sessionCookie } from '../support/factories';
import {
  nodeChildrenOf,
  postgresServersOn,
  type ServerProcess,
  serverDataDir,
  startServerProcess,
} from '../support/server-process';

// The default start (no WEB_CONCURRENCY, the embedded database): a primary owns the database server
// and one worker serves. A worker that dies is replaced within seconds on the same port while the
// database server keeps running, and an error no handler caught does not end the worker at all.

const SECRET = 'supervised-start-test-secret-long-enough';
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function startDefault(): Promise<{ server: ServerProcess; dir: string; primary: number }> {
  const dir = serverDataDir();
  dirs.push(dir);
  const server = await startServerProcess({ BETTER_AUTH_SECRET: SECRET }, { dataDir: dir });
  return { server, dir, primary: server.child.pid ?? 0 };
}

/** /health and the listing, both answered 200. */
async function serving(server: ServerProcess): Promise<boolean> {
  const answers = await Promise.all(
    ['/health', apiPath(adsApi.listAds)].map((path) =>
      fetch(`${server.url}${path}`, { signal: AbortSignal.timeout(10_000) }).then(
        (res) => res.status,
        () => 0,
      ),
    ),
  );
  return answers.every((status) => status === 200);
}

/** Stops the primary: SIGTERM stops the workers, then the database server, then itself, cleanly. */
async function expectCleanStop(server: ServerProcess, dir: string, pids: number[]) {
  expect(await server.stop()).toBe(0);
  for (const pid of pids) expect(processAlive(pid)).toBe(false);
  expect(postgresServersOn(dir)).toEqual([]);
  expect(existsSync(join(dir, 'hromada.lock'))).toBe(false);
}

describe('the default start', () => {
  it('replaces a worker killed with SIGKILL on the same port, keeping the database server, and stops cleanly', async () => {
    const { server, dir, primary } = await startDefault();
    const [worker] = nodeChildrenOf(primary);
    const [postmaster] = postgresServersOn(dir);
    let replacement = 0;
    try {
      expect(worker).toBeGreaterThan(0);
      expect(postmaster).toBeGreaterThan(0);
      expect(await serving(server)).toBe(true);

      process.kill(worker ?? 0, 'SIGKILL');
      await expect.poll(() => nodeChildrenOf(primary).includes(worker ?? 0), { timeout: 60_000 }).toBe(false);
      // Polled as a visitor would, until the replacement answers both. Its pid is read only then: a child
      // seen earlier, while the primary was still replacing the worker, was once gone a moment later.
      await expect.poll(() => serving(server), { timeout: 60_000, interval: 200 }).toBe(true);
      const children = nodeChildrenOf(primary);
      replacement = children[0] ?? 0;
      expect(children).toHaveLength(1);
      expect(replacement).not.toBe(worker);
      expect(postgresServersOn(dir)).toEqual([postmaster]);
      expect(server.output()).toContain(`Server process ${worker} exited (SIGKILL).`);
    } finally {
      await expectCleanStop(server, dir, [primary, worker ?? 0, replacement]);
    }
  }, 180_000);

  it('keeps serving from the same worker through 20 uploads cut off inside a file part', async () => {
    const { server, dir, primary } = await startDefault();
    const [worker] = nodeChildrenOf(primary);
    try {
      const tool = await openDatabase({ dataDir: dir, shareRunning: true });
      const person = await createUser(tool.db);
      const ad = await createAd(tool.db, {
        userId: person.id,
        cityId: (await createCity(tool.db)).id,
        categoryId: (await categoryBySlug(tool.db, 'services')).id,
        status: 'pending',
      });
      const cookie = await sessionCookie(tool.db, SECRET, person.id);
      await tool.close();
      // The 131 bytes of issue 30: the body ends inside the file part.
      const body =
        '--zz\r\nContent-Disposition: form-data; name="images"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nAAAA';
      for (let i = 0; i < 20; i++) {
        const answer = await fetch(`${server.url}${apiPath(adsApi.setAdImages, { params: { id: ad.id } })}`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'multipart/form-data; boundary=zz' },
          body,
        }).then(
          (res) => res.status,
          () => 0,
        );
        expect(answer).toBeGreaterThanOrEqual(400);
        expect(await serving(server)).toBe(true);
      }
      expect(nodeChildrenOf(primary)).toEqual([worker]);
    } finally {
      await expectCleanStop(server, dir, [primary, worker ?? 0]);
    }
  }, 180_000);
});
