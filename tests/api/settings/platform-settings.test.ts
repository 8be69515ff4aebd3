import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../server/db/schema/audit-log';
import { API_DOCUMENT, apiPath } from '../../../shared/api/operation';
import * as settingsApi from '../../../shared/api/platform-settings';
import {
  FEATURE_FLAGS,
  type Feature,
  PLATFORM_SETTING_DEFAULTS,
  PLATFORM_SETTING_KEYS,
  type PlatformSettingKey,
} from '../../../shared/platform-features';
import { signedInPerson } from '../../support/factories';
import { callApi, getJson } from '../../support/http';
import type { TestServer } from '../../support/test-server';
import { startUsersServer } from '../../support/users-support';

// Platform settings through HTTP: SPEC defaults, the master switch over every feature, the admin
// switch (update_platform_setting) with its audit entry, get_platform_setting.

let server: TestServer;
let admin: { id: string; cookie: string };
let user: { id: string; cookie: string };

beforeAll(async () => {
  server = await startUsersServer();
  admin = await signedInPerson(server, 'admin');
  user = await signedInPerson(server);
});
afterAll(async () => {
  await server?.close();
});

const put = (key: string, body: unknown, cookie = admin.cookie, lang = 'en') =>
  callApi(server, settingsApi.updatePlatformSetting, {
    params: { key },
    cookie,
    body: {} as never,
    invalidBody: body,
    lang,
  });
const state = async () => (await callApi(server, settingsApi.getPlatformSettings, {})).body;
const FEATURES = Object.keys(FEATURE_FLAGS) as Feature[];
const auditRows = (key: string) =>
  server.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'platform_setting'), eq(auditLog.entityId, key)))
    .orderBy(asc(auditLog.id));

describe('reading the settings', () => {
  it("answers SPEC's defaults on a fresh database, with the features they put in effect", async () => {
    const res = await callApi(server, settingsApi.getPlatformSettings, {});
    expect(res.status).toBe(200);
    expect(res.body.settings).toEqual(PLATFORM_SETTING_DEFAULTS);
    expect(res.body.features).toEqual({
      ad_upgrades: true,
      ad_boosts: true,
      sponsorships: true,
      pricing_page: true,
      subscriptions: false,
    });
  });

  it('answers one stored switch as get_platform_setting does, and false for an unknown key (SPEC 8)', async () => {
    for (const key of PLATFORM_SETTING_KEYS) {
      const res = await callApi(server, settingsApi.getPlatformSetting, { params: { key: key } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ key, enabled: PLATFORM_SETTING_DEFAULTS[key] });
    }
    for (const key of ['nope', 'MONETIZATION_ENABLED', 'constructor', '__proto__', 'ad_upgrades_enabled ']) {
      const res = await callApi(server, settingsApi.getPlatformSetting, { params: { key } });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.body).toEqual({ key, enabled: false });
    }
  });
});

describe('the master switch over every feature', () => {
  it('puts a feature in effect only when monetization_enabled and its own flag are both on, in all 64 combinations', async () => {
    const flags = PLATFORM_SETTING_KEYS;
    const current: Record<PlatformSettingKey, boolean> = { ...PLATFORM_SETTING_DEFAULTS };
    // Gray code: each step flips one switch, so every combination is reached with one PUT.
    for (let step = 0; step < 2 ** flags.length; step++) {
      const gray = step ^ (step >> 1);
      const wanted = Object.fromEntries(flags.map((key, bit) => [key, Boolean(gray & (1 << bit))])) as Record<
        PlatformSettingKey,
        boolean
      >;
      for (const key of flags) {
        if (wanted[key] === current[key]) continue;
        const res = await put(key, { enabled: wanted[key] });
        expect(res.status).toBe(200);
        current[key] = wanted[key];
        expect(res.body.settings).toEqual(current);
      }
      const read = await state();
      expect(read.settings).toEqual(wanted);
      for (const feature of FEATURES) {
        expect(read.features[feature], `${feature} with ${JSON.stringify(wanted)}`).toBe(
          wanted.monetization_enabled && wanted[FEATURE_FLAGS[feature]],
        );
      }
      const key = flags[step % flags.length] as PlatformSettingKey;
      const one = await callApi(server, settingsApi.getPlatformSetting, { params: { key } });
      expect(one.body.enabled).toBe(wanted[key]);
    }
    for (const key of flags) await put(key, { enabled: PLATFORM_SETTING_DEFAULTS[key] });
    expect((await state()).settings).toEqual(PLATFORM_SETTING_DEFAULTS);
  });
});

describe('switching as an admin', () => {
  it('stores the switch, answers the new state and records who changed what (once per real change)', async () => {
    const before = (await auditRows('pricing_page_enabled')).length;
    const off = await put('pricing_page_enabled', { enabled: false });
    expect(off.status).toBe(200);
    expect(off.headers.get('cache-control')).toBe('no-store');
    expect(off.body.settings.pricing_page_enabled).toBe(false);
    expect(off.body.features.pricing_page).toBe(false);
    expect(off.body.features.ad_upgrades).toBe(true);
    expect((await put('pricing_page_enabled', { enabled: false })).status).toBe(200);

    const rows = await auditRows('pricing_page_enabled');
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({
      actorId: admin.id,
      action: 'platform_setting.update',
      before: { setting_key: 'pricing_page_enabled', enabled: true },
      after: { setting_key: 'pricing_page_enabled', enabled: false },
    });

    const on = await put('pricing_page_enabled', { enabled: true });
    expect(on.body.features.pricing_page).toBe(true);
    expect(await auditRows('pricing_page_enabled')).toHaveLength(before + 2);
  });

  it('answers 401 to visitors and 403 to people who are not admins, and changes nothing', async () => {
    const visitor = await put('monetization_enabled', { enabled: false }, '');
    expect(visitor.status).toBe(401);
    expect(visitor.body.error.code).toBe('UNAUTHORIZED');
    const person = await put('monetization_enabled', { enabled: false }, user.cookie);
    expect(person.status).toBe(403);
    expect(person.body.error.code).toBe('FORBIDDEN');
    expect((await put('nope', { enabled: 'x' }, user.cookie)).status).toBe(403);
    expect((await state()).settings.monetization_enabled).toBe(true);
  });

  it('refuses a body that is not { enabled: true|false } with a localised 400, and an unknown key with 404', async () => {
    for (const body of [
      {},
      { enabled: 'false' },
      { enabled: 0 },
      { enabled: null },
      { enabled: true, extra: 1 },
      [],
    ]) {
      const res = await put('monetization_enabled', body, admin.cookie, 'uk');
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
      expect(res.body.error.message).toMatch(/[а-яіїєґ]/i);
    }
    const notJson = await getJson(
      `${server.url}${apiPath(settingsApi.updatePlatformSetting, { params: { key: 'monetization_enabled' } })}`,
      {
        method: 'PUT',
        headers: { 'content-type': 'application/json', cookie: admin.cookie },
        body: '{"enabled": tru',
      },
    );
    expect(notJson.status).toBe(400);
    const unknown = await put('paid_everything_enabled', { enabled: true });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('NOT_FOUND');
    expect((await state()).settings).toEqual(PLATFORM_SETTING_DEFAULTS);
  });
});

describe('the API document', () => {
  it('describes the stream as text/event-stream and the admin switch', async () => {
    const doc = (await getJson(`${server.url}${API_DOCUMENT.openapi}`)).body;
    expect(Object.keys(doc.paths['/v1/platform-settings/stream'].get.responses[200].content)).toEqual([
      'text/event-stream',
    ]);
    expect(doc.paths['/v1/admin/platform-settings/{key}'].put.summary).toMatch(/update_platform_setting/);
    expect(doc.paths['/v1/platform-settings/{key}'].get.summary).toMatch(/get_platform_setting/);
  });
});
