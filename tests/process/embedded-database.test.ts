import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { DataDirLockedError, lockDataDir } from '../../server/db/embedded/data-dir-lock';
import { advertisements } from '../../server/db/schema/ads';
import * as adsApi from '../../shared/api/ads';
import { categoryBySlug, createCity, createUser, sessionCookie } from '../support/factories';
import { callApi } from '../support/http';
import { postgresServersOn, serverDataDir, startServerProcess } from '../support/server-process';

// `npm start` without DATABASE_URL: the embedded PostgreSQL server in DATA_DIR/postgres, as a
// volunteer's machine runs it, including the ways it can go wrong.

const SECRET = 'embedded-database-test-secret-long-enough';
const env = { BETTER_AUTH_SECRET: SECRET };
const dirs: string[] = [];
const dataDir = () => {
  const dir = serverDataDir();
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the data folder lock', () => {
  it('refuses a second holder and takes over a lock whose process is gone', () => {
    const dir = dataDir();
    const unlock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/in use by another Hromada process \(pid \d+\)/);
    unlock();
    writeFileSync(join(dir, 'hromada.lock'), '2147483646'); // a pid no process has
    lockDataDir(dir)();
  });
});

describe('the embedded database server', () => {
  it('refuses a second server process on the same folder, clearly, and leaves the first serving', async () => {
    const dir = dataDir();
    // An earlier Hromada's PGlite folder: left as it was, mentioned once.
    mkdirSync(join(dir, 'pglite'));
    writeFileSync(join(dir, 'pglite', 'PG_VERSION'), '18\n');
    const first = await startServerProcess(env, { dataDir: dir });
    try {
      expect(first.output()).toContain(
        `${join(dir, 'pglite')} holds the database of an earlier Hromada (PGlite)`,
      );
      expect(first.output()).toContain('node scripts/export-pglite.mjs');
      const second = startServerProcess(env, { dataDir: dir });
      await expect(second).rejects.toThrow(
        /server exited with 1:[\s\S]*is in use by another Hromada process \(pid \d+\)/,
      );
      await expect(second).rejects.not.toThrow(/PGlite/);
      expect(readdirSync(join(dir, 'pglite'))).toEqual(['PG_VERSION']);
      expect((await fetch(`${first.url}/health`)).status).toBe(200);
      expect(postgresServersOn(dir)).toHaveLength(1);
    } finally {
      expect(await first.stop()).toBe(0);
    }
    expect(postgresServersOn(dir)).toEqual([]);
  }, 90_000);

  it('comes back after kill -9 during writes with every acknowledged ad, and one database server', async () => {
    const dir = dataDir();
    const first = await startServerProcess(env, { dataDir: dir });
    // A command-line tool beside the running app uses its server (as `npm run seed` would).
    const tool = await openDatabase({ dataDir: dir, shareRunning: true });
    const city = await createCity(tool.db);
    const category = await categoryBySlug(tool.db, 'services');
    // Ten ads an hour per person: enough people that the writes never stop for the limit.
    const cookies = await Promise.all(
      Array.from({ length: 30 }, async () => sessionCookie(tool.db, SECRET, (await createUser(tool.db)).id)),
    );
    await tool.close();

    const acknowledged: string[] = [];
    let killed = false;
    let next = 0;
    const writer = async () => {
      while (!killed) {
        const n = next++;
        const cookie = cookies[n % cookies.length];
        const body = { title: `Kill test ad ${n}`, category_id: category.id, city_id: city.id };
        const answer = await callApi(first, adsApi.createAd, { cookie, body }).catch(() => undefined);
        if (answer?.status === 201) acknowledged.push(answer.body.id);
      }
    };
    const writers = Array.from({ length: 6 }, writer);
    while (acknowledged.length < 40) await new Promise((resolve) => setTimeout(resolve, 20));
    first.child.kill('SIGKILL');
    killed = true;
    await Promise.all(writers);
    await first.stop();
    // The trap: the database server outlives the process that started it.
    expect(postgresServersOn(dir)).toHaveLength(1);

    const second = await startServerProcess(env, { dataDir: dir });
    try {
      expect(second.output()).toMatch(
        /Stopping the database server \(pid \d+\) that an earlier Hromada left running/,
      );
      expect(postgresServersOn(dir)).toHaveLength(1);
      const check = await openDatabase({ dataDir: dir, shareRunning: true });
      try {
        const found = await check.db
          .select({ id: advertisements.id })
          .from(advertisements)
          .where(inArray(advertisements.id, acknowledged));
        expect(found.map((row) => row.id).sort()).toEqual([...acknowledged].sort());
      } finally {
        await check.close();
      }
      expect((await fetch(`${second.url}/health`)).status).toBe(200);
    } finally {
      expect(await second.stop()).toBe(0);
    }
    expect(postgresServersOn(dir)).toEqual([]);
  }, 120_000);
});
