import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEffectiveFeatures, requireFeatures } from '../../../server/services/settings/platform-settings';
import * as settingsApi from '../../../shared/api/platform-settings';
import { PLATFORM_SETTING_DEFAULTS } from '../../../shared/platform-features';
import { signedInPerson } from '../../support/factories';
import { callApi } from '../../support/http';
import type { TestServer } from '../../support/test-server';
import { startUsersServer } from '../../support/users-support';

// SPEC section 8: when the settings cannot be read, the defaults are used, and a single setting
// reads false. The table is moved away for a while on a database of this file's own.

let server: TestServer;
let admin: { id: string; cookie: string };

beforeAll(async () => {
  server = await startUsersServer();
  admin = await signedInPerson(server, 'admin');
  // Stored values unlike the defaults, so the answers below can only come from the fallback.
  for (const [key, enabled] of [
    ['monetization_enabled', false],
    ['subscriptions_enabled', true],
  ] as const) {
    const res = await callApi(server, settingsApi.updatePlatformSetting, {
      params: { key },
      cookie: admin.cookie,
      body: { enabled },
    });
    expect(res.status).toBe(200);
  }
});
afterAll(async () => {
  await server?.close();
});

async function withoutSettingsTable(check: () => Promise<void>) {
  const { db } = server.deps;
  await db.execute(sql`alter table platform_settings rename to platform_settings_away`);
  try {
    await check();
  } finally {
    await db.execute(sql`alter table platform_settings_away rename to platform_settings`);
  }
}

describe('platform settings when the table cannot be read', () => {
  it('answers the defaults for all, false for one, and the server rules follow the defaults', async () => {
    const hub = server.deps.settings;
    await hub.start();
    expect(hub.current().monetization_enabled).toBe(false);

    await withoutSettingsTable(async () => {
      const all = await callApi(server, settingsApi.getPlatformSettings, {});
      expect(all.status).toBe(200);
      expect(all.body.settings).toEqual(PLATFORM_SETTING_DEFAULTS);
      expect(all.body.features).toMatchObject({ pricing_page: true, subscriptions: false });

      for (const key of ['monetization_enabled', 'pricing_page_enabled', 'subscriptions_enabled']) {
        const one = await callApi(server, settingsApi.getPlatformSetting, { params: { key: key } });
        expect(one.status).toBe(200);
        expect(one.body).toEqual({ key, enabled: false });
      }

      const { db } = server.deps;
      expect((await readEffectiveFeatures(db)).ad_upgrades).toBe(true);
      await expect(requireFeatures(db, 'pricing_page')).resolves.toBeUndefined();
      await expect(requireFeatures(db, 'subscriptions')).rejects.toMatchObject({
        code: 'FEATURE_DISABLED',
        status: 403,
      });

      // The live copy keeps the last settings it read rather than flapping to the defaults.
      expect((await hub.refresh()).monetization_enabled).toBe(false);
    });

    const back = await callApi(server, settingsApi.getPlatformSettings, {});
    expect(back.body.settings).toMatchObject({ monetization_enabled: false, subscriptions_enabled: true });
    expect(
      (await callApi(server, settingsApi.getPlatformSetting, { params: { key: 'subscriptions_enabled' } }))
        .body.enabled,
    ).toBe(true);
  });
});
