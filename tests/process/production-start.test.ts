import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processAlive } from '../../server/db/embedded/postmaster';
import { getJson } from '../support/http';
import { renderedPage, requireBuild } from '../support/rendered-pages';
import {
  nodeChildrenOf,
  postgresServersOn,
  SERVER_BUNDLE,
  serverDataDir,
  startServerProcess,
} from '../support/server-process';
import { openTestDatabase, type TestDatabase } from '../support/test-database';

// `npm run serve`: the server built once by `npm run build` (dist-server/main.js) runs as plain
// JavaScript; with WEB_CONCURRENCY=2 on the embedded default a primary owns the database server and
// two workers share the port, and they all stop on SIGTERM.

const env = { BETTER_AUTH_SECRET: 'production-start-test-secret-long-enough' };
const dirs: string[] = [];
let database: TestDatabase;

beforeAll(async () => {
  requireBuild();
  if (!existsSync(SERVER_BUNDLE))
    throw new Error(`${SERVER_BUNDLE} is missing: run \`npm run build\` first.`);
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.cleanup();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const commandLine = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');

describe('the production start', () => {
  it('serves /health and the rendered home page from the build, compiling nothing', async () => {
    const server = await startServerProcess({ ...env, DATABASE_URL: database.url }, { bundle: true });
    try {
      expect(
        commandLine(server.child.pid ?? 0)
          .slice(1)
          .filter(Boolean),
      ).toEqual([SERVER_BUNDLE]);
      const health = await getJson(`${server.url}/health`);
      expect(health.status).toBe(200);
      expect(health.body.status).toBe('healthy');
      const home = await renderedPage(server, '/', { cookie: 'lang=uk' });
      expect(home.status).toBe(200);
      expect(home.html).toContain('<html lang="uk"');
    } finally {
      expect(await server.stop()).toBe(0);
    }
  }, 90_000);

  it('runs WEB_CONCURRENCY=2 workers on the embedded default, replaces one that dies, and stops them all on SIGTERM', async () => {
    const dir = serverDataDir();
    dirs.push(dir);
    const server = await startServerProcess({ ...env, WEB_CONCURRENCY: '2' }, { dataDir: dir, bundle: true });
    const primary = server.child.pid ?? 0;
    let workers: number[] = [];
    try {
      expect(server.output()).toContain('2 server processes');
      workers = nodeChildrenOf(primary);
      expect(workers).toHaveLength(2);
      expect(postgresServersOn(dir)).toHaveLength(1);
      for (let i = 0; i < 6; i++) expect((await fetch(`${server.url}/health`)).status).toBe(200);

      process.kill(workers[0] ?? 0, 'SIGKILL');
      await expect
        .poll(() => nodeChildrenOf(primary).filter((pid) => !workers.includes(pid)), { timeout: 60_000 })
        .toHaveLength(1);
      workers = nodeChildrenOf(primary);
      await expect
        .poll(async () => (await fetch(`${server.url}/health`)).status, { timeout: 60_000 })
        .toBe(200);
    } finally {
      expect(await server.stop()).toBe(0);
    }
    for (const pid of [primary, ...workers]) expect(processAlive(pid)).toBe(false);
    expect(postgresServersOn(dir)).toEqual([]);
    expect(existsSync(join(dir, 'hromada.lock'))).toBe(false);
  }, 180_000);
});
