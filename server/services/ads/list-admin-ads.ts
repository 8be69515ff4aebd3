import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { advertisements as ads } from '../../db/schema/ads';
import { loadReviewFlags } from '../anti-spam/review-flags';
import { loadRatingSummaries } from '../ratings/rating-summaries';
import { loadImages, selectAds } from './ad-query';
import type { AdStatus } from './moderate-ads';

export interface AdminAdFilters {
  status?: AdStatus;
  cityId?: string;
  categoryId?: string;
  isEvent?: boolean;
}

/** The moderation list: every status, newest first, filtered, with each ad's review reasons; offset pages (the queue is short). */
export async function listAdminAds(db: Db, filters: AdminAdFilters, page: { limit: number; offset: number }) {
  const where = conditions(filters);
  if (filters.status) where.push(eq(ads.status, filters.status));
  const rows = await selectAds(db)
    .where(and(...where))
    .orderBy(desc(ads.createdAt), desc(ads.id))
    .limit(page.limit + 1)
    .offset(page.offset);
  const hasMore = rows.length > page.limit;
  const shown = rows.slice(0, page.limit);
  const ids = shown.map((r) => r.ad.id);
  const [images, ratings, flags] = await Promise.all([
    loadImages(db, ids),
    loadRatingSummaries(db, ids),
    loadReviewFlags(db, ids),
  ]);
  return { rows: shown, images, ratings, flags, hasMore };
}

/** Everything but the status: the tabs' counts follow the same filters as the list. */
function conditions(filters: Omit<AdminAdFilters, 'status'>): SQL[] {
  const where: SQL[] = [];
  if (filters.cityId) where.push(eq(ads.cityId, filters.cityId));
  if (filters.categoryId) where.push(eq(ads.categoryId, filters.categoryId));
  if (filters.isEvent !== undefined) where.push(eq(ads.isEvent, filters.isEvent));
  return where;
}

/** How many ads match the filters in each status (the moderation tabs). */
export async function countAdsByStatus(
  db: Db,
  filters: Omit<AdminAdFilters, 'status'> = {},
): Promise<Record<AdStatus, number>> {
  const rows = await db
    .select({ status: ads.status, n: count() })
    .from(ads)
    .where(and(...conditions(filters)))
    .groupBy(ads.status);
  const counts: Record<AdStatus, number> = { pending: 0, approved: 0, rejected: 0, expired: 0 };
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}
