import { and, eq, getTableColumns, inArray, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Viewer } from '../../core/viewer';
import type { Db } from '../../db/client';
import { adImages, advertisements } from '../../db/schema/ads';
import { categories, cities } from '../../db/schema/catalog';
import { contactReveals } from '../../db/schema/contact-reveals';
import { favourites } from '../../db/schema/favourites';
import { profiles } from '../../db/schema/profiles';
import { seesEveryAd } from '../../policies/ad';

const ownerEnabled = sql`not exists (select 1 from ${profiles} where ${profiles.id} = ${advertisements.userId} and ${profiles.disabled})`;

/**
 * What the public sees: approved ads whose owner is not disabled. Disabling someone hides their ads
 * at once and enabling them brings the ads back, with no change to the ads themselves.
 */
export const publiclyVisible: SQL = and(eq(advertisements.status, 'approved'), ownerEnabled) as SQL;

/** When an event is over: its end, or its start when it has no end (the events indexes' key). */
export const eventEnd = sql`coalesce(${advertisements.eventEndDate}, ${advertisements.eventDate})`;

/**
 * Public history (docs/decisions/035): an event ended before `now`, approved or expired by the job
 * (the expiry of an event is its end), its owner not disabled. Its page and the events page's past
 * list show it; no other list does. The status list is literal SQL, as in ads_public_events_idx's
 * predicate, so the planner can prove the index applies.
 */
export const endedEventHistory = (now: string | SQLWrapper): SQL =>
  and(
    sql`${advertisements.status} in ('approved', 'expired')`,
    ownerEnabled,
    // The literal column, not "= true": the partial index's predicate is `is_event`.
    sql`${advertisements.isEvent}`,
    sql`${eventEnd} < ${now}::timestamptz`,
  ) as SQL;

/** Whether anyone may read the ad's page (and see its photos) at `now`: a public ad, or public history. */
export const readableByAnyone = (now: Date): SQL =>
  or(publiclyVisible, endedEventHistory(now.toISOString())) as SQL;

/** What `viewer` may read at `now`: what anyone may, and their own ads; everything for an admin (no condition). */
export const readableBy = (viewer: Viewer | null, now: Date): SQL | undefined =>
  seesEveryAd(viewer)
    ? undefined
    : or(readableByAnyone(now), viewer ? eq(advertisements.userId, viewer.id) : undefined);

/**
 * On offer at `now`: public and not an event that has ended, even before the expiry job has expired
 * it. Only such an ad takes messages, ratings and reports (its contacts and hearts: isOnOffer).
 */
export const onOffer = (now: Date): SQL =>
  and(
    publiclyVisible,
    sql`not coalesce(${advertisements.isEvent} and ${eventEnd} < ${now.toISOString()}::timestamptz, false)`,
  ) as SQL;

// Every column but the search ones: no presentation needs them, and a tsvector is long text on the wire.
const {
  searchText: _searchText,
  searchVector: _searchVector,
  ...adColumns
} = getTableColumns(advertisements);

/** Ads joined with what every presentation needs; callers add where/order/limit. */
export function selectAds(db: Db) {
  return db
    .select({
      ad: adColumns,
      category: categories,
      city: cities,
      displayName: profiles.displayName,
      // Exact listed_at (microseconds), the listing's keyset position; a JS Date would round it to milliseconds.
      position: sql<string>`${advertisements.listedAt}::text`,
      // How many people revealed the contact details (shown to the owner; contact_reveals_pk's prefix).
      contactReveals: sql<number>`(select count(*)::integer from ${contactReveals}
        where ${contactReveals.adId} = ${advertisements.id})`,
      // How many people saved the ad (shown to the owner; favourites_ad_idx).
      savedCount: sql<number>`(select count(*)::integer from ${favourites}
        where ${favourites.adId} = ${advertisements.id})`,
    })
    .from(advertisements)
    .innerJoin(categories, eq(categories.id, advertisements.categoryId))
    .innerJoin(cities, eq(cities.id, advertisements.cityId))
    .leftJoin(profiles, eq(profiles.id, advertisements.userId));
}
export type AdRow = Awaited<ReturnType<ReturnType<typeof selectAds>['execute']>>[number];

export type ImageRow = typeof adImages.$inferSelect;

/** Images of the given ads, primary first, grouped by ad id. */
export async function loadImages(db: Db, adIds: string[]): Promise<Map<string, ImageRow[]>> {
  const byAd = new Map<string, ImageRow[]>();
  if (adIds.length === 0) return byAd;
  const rows = await db
    .select()
    .from(adImages)
    .where(inArray(adImages.adId, adIds))
    .orderBy(sql`${adImages.isPrimary} desc, ${adImages.createdAt}`);
  for (const row of rows) byAd.set(row.adId, [...(byAd.get(row.adId) ?? []), row]);
  return byAd;
}
