import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { advertisements as ads } from '../../db/schema/ads';

/** Ads per category or per city, in every status (a missing key means none). */
export async function countAdsBy(db: Db, column: 'category' | 'city'): Promise<Map<string, number>> {
  const key = column === 'category' ? ads.categoryId : ads.cityId;
  const rows = await db.select({ id: key, n: count() }).from(ads).groupBy(key);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/** Ads in one category or city, in every status. */
export async function countAdsIn(db: Db, column: 'category' | 'city', id: string): Promise<number> {
  const key = column === 'category' ? ads.categoryId : ads.cityId;
  const [row] = await db.select({ n: count() }).from(ads).where(eq(key, id));
  return Number(row?.n ?? 0);
}
