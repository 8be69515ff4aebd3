import { eq } from 'drizzle-orm';
import { auditLog } from '../../server/db/schema/audit-log';
import * as reportsAdminApi from '../../shared/api/admin-reports';
import * as adsApi from '../../shared/api/ads';
import * as reportsApi from '../../shared/api/reports';
import * as searchApi from '../../shared/api/search';
import * as trustApi from '../../shared/api/trust-settings';
import { categoryBySlug, createAd, createCity, signedInPerson } from './factories';
import { callApi, rawQuery } from './http';
import type { TestServer } from './test-server';

export type Person = { id: string; cookie: string };

/**
 * What a reports test needs: a city of its own (so listings hold only its ads), an admin, helpers.
 * Its people are trusted reporters unless told otherwise: a year-old account with a history here (an
 * ad of theirs that was published and has since expired), whose reports count toward hiding.
 */
export async function reportsFixture(server: TestServer) {
  const { db } = server.deps;
  const place = { cityId: (await createCity(db)).id, categoryId: (await categoryBySlug(db, 'services')).id };
  const admin = await signedInPerson(server, 'admin');
  /** A report of the ad; the tests send valid and invalid bodies alike, so the body goes as it is given. */
  const report = (who: Person, adId: string, body: unknown = { reason: 'scam' }, lang?: string) =>
    callApi(server, reportsApi.reportAd, {
      params: { id: adId },
      invalidBody: body,
      cookie: who.cookie,
      lang,
    });
  const person = async () => {
    const someone = await signedInPerson(server);
    await createAd(db, { ...place, userId: someone.id, status: 'expired' });
    return someone;
  };

  return {
    place,
    admin,
    person,
    /** An account made just now (younger than new_account_days): its reports do not hide. */
    newcomer: () => signedInPerson(server, 'user', { newAccount: true }),
    /** A year-old account that never did anything here: its reports do not hide either. */
    idler: () => signedInPerson(server),
    /** An ad of a new owner (or of `owner`), published unless told otherwise. */
    async ad(options: { owner?: Person; status?: 'pending' | 'approved' | 'rejected' } = {}) {
      const owner = options.owner ?? (await person());
      const ad = await createAd(db, { ...place, userId: owner.id, status: options.status ?? 'approved' });
      return { ...ad, owner };
    },
    report,
    /** `n` new (trusted) people report the ad, one after another; their answers. */
    async reportedBy(adId: string, n: number, body: unknown = { reason: 'scam' }) {
      const answers = [];
      for (let i = 0; i < n; i += 1) answers.push(await report(await person(), adId, body));
      return answers;
    },
    /** Sets a trust setting as an admin does in /admin/trust. */
    async setTrust(key: string, value: number) {
      const res = await callApi(server, trustApi.updateTrustSetting, {
        params: { key },
        body: { value },
        cookie: admin.cookie,
      });
      if (res.status !== 200) throw new Error(`trust setting ${key} not set: ${res.status} ${res.text}`);
    },
    /** The reports queue; `query` as it is written, `?sort=most&limit=50` (or empty). */
    queue: (query = '') =>
      rawQuery(server, reportsAdminApi.listReportedAds, query.replace(/^\?/, ''), { cookie: admin.cookie }),
    /** Whether visitors find the ad: its page, the city's listing, and search for its title. */
    async publicly(ad: { id: string; title: string }) {
      const page = await callApi(server, adsApi.getAd, { params: { id: ad.id } });
      const listing = await callApi(server, adsApi.listAds, { query: { city: place.cityId, limit: 100 } });
      const search = await callApi(server, searchApi.searchAds, {
        query: { q: ad.title, city: place.cityId },
      });
      const has = (items: { id: string }[]) => items.some((item) => item.id === ad.id);
      return { page: page.status, listing: has(listing.body.items), search: has(search.body.items) };
    },
    auditOf: (adId: string) => db.select().from(auditLog).where(eq(auditLog.entityId, adId)),
  };
}

export const visible = { page: 200, listing: true, search: true };
export const hidden = { page: 404, listing: false, search: false };
