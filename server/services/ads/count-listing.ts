import { and, eq } from 'drizzle-orm';
import type { ListTotal } from '../../../shared/schemas/ads';
import type { SearchCache } from '../../core/search-cache';
import type { Db } from '../../db/client';
import { advertisements as ads } from '../../db/schema/ads';
import { countAds } from '../paging/total-count';

/**
 * How many ads a listing holds (paid or not, in any order): exact up to a threshold, else estimated;
 * kept as long as search answers are (docs/decisions/011), since every visitor of a page asks it.
 */
export function countListing(
  { db, searchCache }: { db: Db; searchCache: SearchCache },
  filter: { cityId?: string; categoryId?: string },
  cacheSeconds: number,
): Promise<ListTotal> {
  const key = JSON.stringify(['listing-count', filter.cityId ?? null, filter.categoryId ?? null]);
  return searchCache.answer(key, cacheSeconds, () =>
    countAds(
      db,
      and(
        filter.cityId ? eq(ads.cityId, filter.cityId) : undefined,
        filter.categoryId ? eq(ads.categoryId, filter.categoryId) : undefined,
      ),
    ),
  );
}
