import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AdminRatingsQuery, RatingStatus } from '../../../shared/schemas/ratings';
import type { Db } from '../../db/client';
import { advertisements as ads } from '../../db/schema/ads';
import { profiles } from '../../db/schema/profiles';
import { adRatings } from '../../db/schema/ratings';

const selectAdminRatings = (db: Db) =>
  db
    .select({ rating: adRatings, adTitle: ads.title, authorName: profiles.displayName })
    .from(adRatings)
    .innerJoin(ads, eq(ads.id, adRatings.adId))
    .leftJoin(profiles, eq(profiles.id, adRatings.userId));
export type AdminRatingRow = Awaited<ReturnType<ReturnType<typeof selectAdminRatings>['execute']>>[number];

/**
 * The moderation list: ratings in the asked status (or all), waiting ones first, then the most
 * recently written; optionally of one ad. Offset pages (the queue is short).
 */
export async function listAdminRatings(db: Db, query: AdminRatingsQuery) {
  const rows = await selectAdminRatings(db)
    .where(
      and(
        query.ad_id ? eq(adRatings.adId, query.ad_id) : undefined,
        query.status === 'all' ? undefined : eq(adRatings.status, query.status),
      ),
    )
    .orderBy(
      sql`case when ${adRatings.status} = 'pending' then 0 else 1 end`,
      desc(adRatings.updatedAt),
      desc(adRatings.id),
    )
    .limit(query.limit + 1)
    .offset(query.offset);
  return { rows: rows.slice(0, query.limit), hasMore: rows.length > query.limit };
}

/** One rating as the moderation list shows it. */
export async function adminRatingById(db: Db, id: string): Promise<AdminRatingRow | undefined> {
  const [row] = await selectAdminRatings(db).where(eq(adRatings.id, id));
  return row;
}

/** How many ratings (of the ad, when given) are in each status: the tabs' counts. */
export async function countRatingsByStatus(db: Db, adId?: string): Promise<Record<RatingStatus, number>> {
  const where: SQL | undefined = adId ? eq(adRatings.adId, adId) : undefined;
  const rows = await db
    .select({ status: adRatings.status, n: count() })
    .from(adRatings)
    .where(where)
    .groupBy(adRatings.status);
  const counts: Record<RatingStatus, number> = { pending: 0, approved: 0, rejected: 0 };
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}
