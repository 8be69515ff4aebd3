import { and, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adImages, advertisements } from '../../db/schema/ads';
import { categories, cities } from '../../db/schema/catalog';
import { profiles } from '../../db/schema/profiles';

/**
 * What the public sees: approved ads whose owner is not disabled. Disabling someone hides their ads
 * at once and enabling them brings the ads back, with no change to the ads themselves.
 */
export const publiclyVisible: SQL = and(
  eq(advertisements.status, 'approved'),
  sql`not exists (select 1 from ${profiles} where ${profiles.id} = ${advertisements.userId} and ${profiles.disabled})`,
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
