import { eq } from 'drizzle-orm';
import { auditLog } from '../../server/db/schema/audit-log';
import { categoryBySlug, createAd, createCity, signedInPerson } from './factories';
import { apiCall } from './http';
import type { TestServer } from './test-server';

export type Person = { id: string; cookie: string };

/** What a ratings test needs: a city of its own (so listings hold only its ads), an admin, helpers. */
export async function ratingsFixture(server: TestServer) {
  const { db } = server.deps;
  const place = { cityId: (await createCity(db)).id, categoryId: (await categoryBySlug(db, 'services')).id };
  const admin = await signedInPerson(server, 'admin');
  const call = (method: string, path: string, cookie?: string, body?: unknown, lang?: string) =>
    apiCall(server, method, path, { cookie, body, lang });

  return {
    place,
    admin,
    call,
    person: () => signedInPerson(server),
    /** A published ad of a new owner (or of `ownerId`). */
    async ad(options: { ownerId?: string; status?: 'pending' | 'approved' | 'rejected' } = {}) {
      const ownerId = options.ownerId ?? (await signedInPerson(server)).id;
      return createAd(db, { ...place, userId: ownerId, status: options.status ?? 'approved' });
    },
    rate: (person: Person, adId: string, body: unknown, lang?: string) =>
      call('POST', `/ads/${adId}/ratings`, person.cookie, body, lang),
    moderate: (ratingId: string, status: 'approved' | 'rejected') =>
      call('PATCH', `/admin/ratings/${ratingId}`, admin.cookie, { status }),
    /** The summary as the RPC, the ad's page and the city's listing give it. */
    async summaries(adId: string) {
      const rpc = await call('POST', '/rpc/get_ad_ratings', undefined, { ad_ids: [adId] });
      const page = await call('GET', `/ads/${adId}`);
      const listing = await call('GET', `/ads?city=${place.cityId}&limit=100`);
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
