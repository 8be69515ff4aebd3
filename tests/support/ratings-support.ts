import { eq } from 'drizzle-orm';
import { auditLog } from '../../server/db/schema/audit-log';
import * as ratingsAdminApi from '../../shared/api/admin-ratings';
import * as adsApi from '../../shared/api/ads';
import * as ratingsApi from '../../shared/api/ratings';
import { categoryBySlug, createAd, createCity, signedInPerson } from './factories';
import { callApi } from './http';
import type { TestServer } from './test-server';

export type Person = { id: string; cookie: string };

/** What a ratings test needs: a city of its own (so listings hold only its ads), an admin, helpers. */
export async function ratingsFixture(server: TestServer) {
  const { db } = server.deps;
  const place = { cityId: (await createCity(db)).id, categoryId: (await categoryBySlug(db, 'services')).id };
  const admin = await signedInPerson(server, 'admin');

  return {
    place,
    admin,
    person: () => signedInPerson(server),
    /** A published ad of a new owner (or of `ownerId`). */
    async ad(options: { ownerId?: string; status?: 'pending' | 'approved' | 'rejected' } = {}) {
      const ownerId = options.ownerId ?? (await signedInPerson(server)).id;
      return createAd(db, { ...place, userId: ownerId, status: options.status ?? 'approved' });
    },
    /** The tests send valid and invalid bodies alike, so the body goes as it is given. */
    rate: (person: Person, adId: string, body: unknown, lang?: string) =>
      callApi(server, ratingsApi.createRating, {
        params: { id: adId },
        invalidBody: body,
        cookie: person.cookie,
        lang,
      }),
    moderate: (ratingId: string, status: 'approved' | 'rejected') =>
      callApi(server, ratingsAdminApi.moderateRating, {
        params: { id: ratingId },
        body: { status },
        cookie: admin.cookie,
      }),
    /** The summary as the RPC, the ad's page and the city's listing give it. */
    async summaries(adId: string) {
      const rpc = await callApi(server, ratingsApi.getAdRatings, { body: { ad_ids: [adId] } });
      const page = await callApi(server, adsApi.getAd, { params: { id: adId } });
      const listing = await callApi(server, adsApi.listAds, { query: { city: place.cityId, limit: 100 } });
      const card = listing.body.items.find((ad: { id: string }) => ad.id === adId);
      return {
        rpc: [rpc.body[0].average_rating, rpc.body[0].total_ratings],
        page: [page.body.average_rating, page.body.total_ratings],
        card: [card.average_rating, card.total_ratings],
      };
    },
    auditOf: (ratingId: string) => db.select().from(auditLog).where(eq(auditLog.entityId, ratingId)),
  };
}

/** The three views of a summary, all equal to [average, total]. */
export const everywhere = (average: number, total: number) => ({
  rpc: [average, total],
  page: [average, total],
  card: [average, total],
});
