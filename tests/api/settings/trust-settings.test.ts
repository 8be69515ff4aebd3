import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../server/db/schema/audit-log';
import { trustSettings } from '../../../server/db/schema/catalog';
import * as trustApi from '../../../shared/api/trust-settings';
import { TRUST_SETTING_KEYS, TRUST_SETTINGS, trustSettingDefaults } from '../../../shared/trust-settings';
import { signedInPerson } from '../../support/factories';
import { callApi } from '../../support/http';
import type { TestServer } from '../../support/test-server';
import { startUsersServer } from '../../support/users-support';

// The trust-and-safety numbers (issue 20): admins read and change them, each within its range, audited;
// every process forgets its copy when any process (or anyone writing the table) changes them.

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

const get = (cookie?: string) => callApi(server, trustApi.getTrustSettings, { cookie });
const put = (key: string, body: unknown, cookie = admin.cookie, lang = 'en') =>
  callApi(server, trustApi.updateTrustSetting, {
    params: { key },
    cookie,
    body: {} as never,
    invalidBody: body,
    lang,
  });
const values = async () =>
  Object.fromEntries(
    Object.entries((await get(admin.cookie)).body.settings as Record<string, { value: number }>).map(
      ([key, setting]) => [key, setting.value],
    ),
  );

describe('reading and changing the numbers', () => {
  it('answers every number with its default and range on a fresh database', async () => {
    const res = await get(admin.cookie);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.settings).sort()).toEqual([...TRUST_SETTING_KEYS].sort());
    for (const key of TRUST_SETTING_KEYS) {
      expect(res.body.settings[key]).toEqual({ value: TRUST_SETTINGS[key].default, ...TRUST_SETTINGS[key] });
    }
  });

  it('is for admins only', async () => {
    expect((await get()).status).toBe(401);
    expect((await get(user.cookie)).status).toBe(403);
    expect((await put('reports_to_hide', { value: 5 }, user.cookie)).status).toBe(403);
    expect(await values()).toEqual(trustSettingDefaults());
  });

  it('stores a change, answers the numbers after it and audits it', async () => {
    const res = await put('reports_to_hide', { value: 5 });
    expect(res.status).toBe(200);
    expect(res.body.settings.reports_to_hide.value).toBe(5);
    expect((await server.deps.trust.read()).reports_to_hide).toBe(5);
    const audit = await server.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'trust_setting'), eq(auditLog.entityId, 'reports_to_hide')))
      .orderBy(asc(auditLog.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'trust_setting.update',
      actorId: admin.id,
      before: { setting_key: 'reports_to_hide', value: TRUST_SETTINGS.reports_to_hide.default },
      after: { setting_key: 'reports_to_hide', value: 5 },
    });
    // The same value again writes nothing.
    expect((await put('reports_to_hide', { value: 5 })).status).toBe(200);
    expect(
      await server.deps.db.select().from(auditLog).where(eq(auditLog.entityId, 'reports_to_hide')),
    ).toHaveLength(1);
  });

  it('refuses a value out of range, not whole or not a number, in the reader’s language, changing nothing', async () => {
    const before = await values();
    const { min, max } = TRUST_SETTINGS.new_account_ads_per_day;
    for (const body of [
      { value: min - 1 },
      { value: max + 1 },
      { value: 2.5 },
      { value: '3' },
      {},
      { value: 3, x: 1 },
    ]) {
      const res = await put('new_account_ads_per_day', body, admin.cookie, 'uk');
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
    }
    const res = await put('new_account_ads_per_day', { value: max + 1 }, admin.cookie, 'uk');
    expect(res.body.error.fields.value).toBe('Введіть ціле число в межах, указаних для цього налаштування');
    expect((await put('no_such_setting', { value: 3 })).status).toBe(404);
    expect(await values()).toEqual(before);
  });
});

describe('every process follows a change', () => {
  it('forgets its copy when the table changes without it (as another process would change it)', async () => {
    expect((await server.deps.trust.read()).contact_reveals_per_day).toBe(
      TRUST_SETTINGS.contact_reveals_per_day.default,
    );
    await server.deps.db
      .insert(trustSettings)
      .values({ settingKey: 'contact_reveals_per_day', value: 7 })
      .onConflictDoUpdate({ target: trustSettings.settingKey, set: { value: 7 } });
    await expect
      .poll(async () => (await server.deps.trust.read()).contact_reveals_per_day, { timeout: 1000 })
      .toBe(7);
  });

  it('ignores a stored number outside today’s range and uses the default', async () => {
    expect((await put('renewal_window_days', { value: 20 })).body.settings.renewal_window_days.value).toBe(
      20,
    );
    await server.deps.db.execute(
      sql`insert into trust_settings (setting_key, value) values ('renewal_window_days', 100000)
          on conflict (setting_key) do update set value = excluded.value`,
    );
    await expect
      .poll(async () => (await server.deps.trust.read()).renewal_window_days, { timeout: 1000 })
      .toBe(TRUST_SETTINGS.renewal_window_days.default);
  });
});
