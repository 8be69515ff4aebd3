import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertisements } from '../../../server/db/schema/ads';
import * as trustApi from '../../../shared/api/trust-settings';
import {
  type AntiSpamServer,
  post,
  posted,
  reasonsOf,
  startAntiSpamServer,
} from '../../support/anti-spam-support';
import { signedInPerson } from '../../support/factories';
import { callApi } from '../../support/http';

// Anti-spam at posting (issue 20): an account younger than new_account_days posts at most
// new_account_ads_per_day ads a day (both live trust settings); older accounts and admins are not limited.

let on: AntiSpamServer;
beforeAll(async () => {
  on = await startAntiSpamServer();
});
afterAll(() => on?.close());

const adsOf = async (userId: string) =>
  (await on.deps.db.select({ n: count() }).from(advertisements).where(eq(advertisements.userId, userId)))[0]
    ?.n ?? 0;
const setTrust = (key: string, value: number) =>
  callApi(on, trustApi.updateTrustSetting, { params: { key }, cookie: on.admin.cookie, body: { value } });

describe('a new account', () => {
  it('posts 3 ads a day, then gets a localised 429 saying when it can post again', async () => {
    const newbie = await signedInPerson(on, 'user', { newAccount: true });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await post(on, newbie, { title: `Lamp ${i}` })).status);
    expect(statuses).toEqual([201, 201, 201]);

    const refused = await post(on, newbie, { title: 'Lamp 3' });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('NEW_ACCOUNT_AD_LIMIT');
    expect(refused.body.error.message).toMatch(
      /^New accounts may post only a few ads a day\. You can post your next ad in (\d+ hours|\d+h \d+m)\.$/,
    );
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    const uk = await post(on, newbie, { title: 'Лампа' }, 'uk');
    expect(uk.status).toBe(429);
    expect(uk.body.error.message).toMatch(
      /^Нові облікові записи .* через (\d+ годин[иу]?|\d+ год \d+ хв)\.$/,
    );
    expect(await adsOf(newbie.id)).toBe(3);
  });

  it('shows the moderators that the ad comes from a new account', async () => {
    const newbie = await signedInPerson(on, 'user', { newAccount: true });
    const id = await posted(on, newbie, { title: 'Desk' });
    const [reason] = await reasonsOf(on, id, 'new_account');
    expect(reason?.kind).toBe('new_account');
    expect(Date.parse(String(reason?.account_created_at))).toBeGreaterThan(Date.now() - 600_000);
  });

  it('follows the settings at once: a higher limit, and a shorter "new" period', async () => {
    const newbie = await signedInPerson(on, 'user', { newAccount: true });
    for (let i = 0; i < 3; i++) await posted(on, newbie, { title: `Chair ${i}` });
    expect((await post(on, newbie)).status).toBe(429);
    expect((await setTrust('new_account_ads_per_day', 4)).status).toBe(200);
    expect((await post(on, newbie)).status).toBe(201);
    expect((await post(on, newbie)).status).toBe(429);
    expect((await setTrust('new_account_days', 0)).status).toBe(200);
    const id = await posted(on, newbie, { title: 'Chair 5' });
    expect(await reasonsOf(on, id, 'new_account')).toEqual([]);
    expect(await adsOf(newbie.id)).toBe(5);
    await setTrust('new_account_days', 7);
    await setTrust('new_account_ads_per_day', 3);
  });
});

describe('not limited', () => {
  it('an account older than new_account_days', async () => {
    const older = await signedInPerson(on);
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await post(on, older, { title: `Book ${i}` })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
  });

  it('an admin, however new', async () => {
    const admin = await signedInPerson(on, 'admin', { newAccount: true });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await post(on, admin, { title: `Notice ${i}` })).status);
    expect(statuses).toEqual([201, 201, 201, 201]);
  });
});
