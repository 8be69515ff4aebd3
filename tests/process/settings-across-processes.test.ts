import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as settingsApi from '../../shared/api/platform-settings';
import { createUser, sessionCookie } from '../support/factories';
import { callApi } from '../support/http';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { openSettingsStream } from '../support/sse-client';
import { openTestDatabase, type TestDatabase } from '../support/test-database';

// Two real server processes on one database stay in step through LISTEN/NOTIFY.

const SECRET = 'settings-across-processes-secret-long-enough';
let database: TestDatabase;
let a: ServerProcess;
let b: ServerProcess;
let adminCookie: string;

beforeAll(async () => {
  database = await openTestDatabase();
  const env = { DATABASE_URL: database.url, BETTER_AUTH_SECRET: SECRET };
  a = await startServerProcess(env);
  b = await startServerProcess(env);
  const admin = await createUser(database.db, { role: 'admin' });
  adminCookie = await sessionCookie(database.db, SECRET, admin.id);
}, 90_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.cleanup();
});

const put = (server: { url: string }, enabled: boolean) =>
  callApi(server, settingsApi.updatePlatformSetting, {
    params: { key: 'monetization_enabled' },
    cookie: adminCookie,
    body: { enabled },
  });

describe('live settings across server processes', () => {
  it('reaches an SSE stream on process B within a couple of seconds of a change made through process A', async () => {
    const stream = await openSettingsStream(b.url);
    try {
      expect((await stream.nextState(() => true)).settings.monetization_enabled).toBe(true);
      const started = Date.now();
      expect((await put(a, false)).status).toBe(200);
      const off = await stream.nextState((s) => !s.settings.monetization_enabled, { timeoutMs: 2000 });
      expect(Date.now() - started).toBeLessThan(2000);
      expect(off.features.pricing_page).toBe(false);
      expect((await callApi(b, settingsApi.getPlatformSettings, {})).body.features.pricing_page).toBe(false);

      expect((await put(a, true)).status).toBe(200);
      const on = await stream.nextState((s) => s.settings.monetization_enabled, { from: 1, timeoutMs: 2000 });
      expect(on.features.pricing_page).toBe(true);
    } finally {
      await stream.close();
    }
  });

  it('stops cleanly (exit 0) with a stream still open: streams end and the LISTEN connection is released', async () => {
    const stream = await openSettingsStream(b.url);
    await stream.nextState(() => true);
    const stopping = b.stop();
    await stream.ended;
    expect(stream.isEnded()).toBe(true);
    expect(await stopping).toBe(0);
    expect(await a.stop()).toBe(0);
  }, 30_000);
});
