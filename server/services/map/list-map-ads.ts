import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { MAP_MARKER_LIMIT } from '../../../shared/schemas/map';
import type { Db } from '../../db/client';
import { adImages, advertisements as ads } from '../../db/schema/ads';
import { categories, cities } from '../../db/schema/catalog';
import { publiclyVisible } from '../ads/ad-query';

export interface MapFilter {
  cityId?: string;
  /** Undefined: every category. */
  categoryIds?: string[];
}

/**
 * Published ads with coordinates (ads_approved_located_idx), newest first, at most MAP_MARKER_LIMIT;
 * `capped` says more matched.
 */
export async function listMapAds(db: Db, filter: MapFilter) {
  const rows = await db
    .select({
      id: ads.id,
      // Never presented: what withoutBlocked (services/blocks) filters a signed-in viewer's markers by.
      userId: ads.userId,
      title: ads.title,
      latitude: sql<number>`${ads.latitude}`,
      longitude: sql<number>`${ads.longitude}`,
      price: ads.price,
      currency: ads.currency,
      isPaid: ads.isPaid,
      paidUntil: ads.paidUntil,
      category: categories,
      city: cities,
      image: sql<string | null>`(select ${adImages.storagePath} from ${adImages}
        where ${adImages.adId} = ${ads.id} order by ${adImages.isPrimary} desc, ${adImages.createdAt} limit 1)`,
    })
    .from(ads)
    .innerJoin(categories, eq(categories.id, ads.categoryId))
    .innerJoin(cities, eq(cities.id, ads.cityId))
    .where(
      and(
        publiclyVisible,
        isNotNull(ads.latitude),
        filter.cityId ? eq(ads.cityId, filter.cityId) : undefined,
        filter.categoryIds ? inArray(ads.categoryId, filter.categoryIds) : undefined,
      ),
    )
    .orderBy(desc(ads.createdAt), desc(ads.id))
    .limit(MAP_MARKER_LIMIT + 1);
  return { rows: rows.slice(0, MAP_MARKER_LIMIT), capped: rows.length > MAP_MARKER_LIMIT };
}
export type MapAdRow = Awaited<ReturnType<typeof listMapAds>>['rows'][number];
