import { eq } from 'drizzle-orm';
import { advertisements } from '../../server/db/schema/ads';
import { profiles } from '../../server/db/schema/profiles';
import type { BatchOptions } from '../../server/services/expiry/expire-due-ads';
import { runExpiryPass } from '../../server/services/expiry/run-expiry-pass';
import * as trustApi from '../../shared/api/trust-settings';
import type { TrustSettingKey } from '../../shared/trust-settings';
import { categoryBySlug, createCity, signedInPerson } from './factories';
import { callApi } from './http';
import { controlClock } from './placement-support';
import { setupTestServer } from './setup-server';
import type { TestServer } from './test-server';

export { DAY, HOUR } from './placement-support';

/** One pass of the expiry job, as the background worker runs it (without its lock). */
export const runPass = (server: TestServer, options?: BatchOptions) =>
  runExpiryPass({ ...server.deps, siteUrl: server.deps.env.baseUrl }, options);

/** Sets a trust setting through the admin API (as /admin/trust does). */
export async function setTrust(server: TestServer, adminCookie: string, key: TrustSettingKey, value: number) {
  const res = await callApi(server, trustApi.updateTrustSetting, {
    params: { key },
    body: { value },
    cookie: adminCookie,
  });
  if (res.status !== 200) throw new Error(`PUT trust ${key}: ${res.status} ${res.text}`);
}

/** An ad's row as stored. */
export async function adRow(server: TestServer, id: string) {
  const [row] = await server.deps.db.select().from(advertisements).where(eq(advertisements.id, id));
  if (!row) throw new Error(`no ad ${id}`);
  return row;
}

/** The language mail about a person's ads goes out in (as their last ad write would have set it). */
export const setLanguage = (server: TestServer, userId: string, language: 'uk' | 'en' | null) =>
  server.deps.db.update(profiles).set({ language }).where(eq(profiles.id, userId));

/** For a test file: a test server whose clock its tests move, and a signed-in admin. */
export const setupExpiryServer = () =>
  setupTestServer(async (server) => ({
    clock: controlClock(server),
    admin: await signedInPerson(server, 'admin'),
  }));

/** A new city and a signed-in owner, with what an ad of theirs in "services" there needs. */
export async function ownerInNewCity(server: TestServer) {
  const { db } = server.deps;
  const city = await createCity(db);
  const owner = await signedInPerson(server);
  const category = await categoryBySlug(db, 'services');
  return { db, city, owner, base: { userId: owner.id, cityId: city.id, categoryId: category.id } };
}
