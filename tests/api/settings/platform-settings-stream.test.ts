import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as settingsApi from '../../../shared/api/platform-settings';
import { PLATFORM_SETTING_DEFAULTS } from '../../../shared/platform-features';
import { signedInPerson } from '../../support/factories';
import { callApi } from '../../support/http';
import { openSettingsStream } from '../../support/sse-client';
import type { TestServer } from '../../support/test-server';
import { startUsersServer } from '../../support/users-support';

// GET /platform-settings/stream within one server process: the state at once, then every change,
// however it was made.

let server: TestServer;
let admin: { id: string; cookie: string };

beforeAll(async () => {
  server = await startUsersServer();
  admin = await signedInPerson(server, 'admin');
});
afterAll(async () => {
  await server?.close();
});

const put = (key: string, enabled: boolean) =>
  callApi(server, settingsApi.updatePlatformSetting, {
    params: { key },
    cookie: admin.cookie,
    body: { enabled },
  });

describe('the settings stream', () => {
  it('sends the current state at once, as an event-stream that proxies do not buffer', async () => {
    const stream = await openSettingsStream(server.url);
    try {
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(stream.response.headers.get('cache-control')).toBe('no-cache');
      expect(stream.response.headers.get('x-accel-buffering')).toBe('no');
      const first = await stream.nextState(() => true);
      expect(first.settings).toEqual(PLATFORM_SETTING_DEFAULTS);
      expect(first.features.pricing_page).toBe(true);
      expect(stream.messages[0]).toMatchObject({ event: 'settings', retry: 3000 });
    } finally {
      await stream.close();
    }
  });

  it('pushes a change made by an admin to every open stream within a couple of seconds', async () => {
    const streams = await Promise.all([openSettingsStream(server.url), openSettingsStream(server.url)]);
    try {
      for (const stream of streams) await stream.nextState(() => true);
      const started = Date.now();
      expect((await put('monetization_enabled', false)).status).toBe(200);
      for (const stream of streams) {
        const off = await stream.nextState((s) => !s.settings.monetization_enabled, { timeoutMs: 2000 });
        expect(off.features).toEqual({
          ad_upgrades: false,
          ad_boosts: false,
          sponsorships: false,
          pricing_page: false,
          subscriptions: false,
        });
      }
      expect(Date.now() - started).toBeLessThan(2000);
      expect((await put('monetization_enabled', true)).status).toBe(200);
      for (const stream of streams) {
        const on = await stream.nextState((s) => s.settings.monetization_enabled, { from: 1 });
        expect(on.features.pricing_page).toBe(true);
      }
    } finally {
      await Promise.all(streams.map((stream) => stream.close()));
    }
  });

  it('pushes a change written straight through update_platform_setting (the NOTIFY, not the route)', async () => {
    const stream = await openSettingsStream(server.url);
    try {
      await stream.nextState(() => true);
      await server.deps.db.execute(
        sql`select update_platform_setting('ad_boosts_enabled', '{"enabled": false}'::jsonb)`,
      );
      const changed = await stream.nextState((s) => !s.settings.ad_boosts_enabled, { timeoutMs: 2000 });
      expect(changed.features.ad_boosts).toBe(false);
      expect(changed.features.ad_upgrades).toBe(true);
    } finally {
      await server.deps.db.execute(
        sql`select update_platform_setting('ad_boosts_enabled', '{"enabled": true}'::jsonb)`,
      );
      await stream.close();
    }
  });

  it('ends open streams when the server stops', async () => {
    const own = await startUsersServer();
    const stream = await openSettingsStream(own.url);
    await stream.nextState(() => true);
    await own.close();
    await stream.ended;
    expect(stream.isEnded()).toBe(true);
  });
});
