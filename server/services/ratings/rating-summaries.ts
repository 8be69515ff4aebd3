import { and, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/client';
import { advertisements as ads } from '../../db/schema/ads';
import { publiclyVisible } from '../ads/ad-query';

export interface RatingTotals {
  average: number;
  total: number;
}

export const NO_RATINGS: RatingTotals = { average: 0, total: 0 };

type SummaryRow = { ad_id: string; average_rating: string | number; total_ratings: number };

/**
 * Approved-rating averages and counts of the given ads, from the SQL function get_ad_ratings, in one
 * query; ads without approved ratings are absent from the map.
 */
export async function loadRatingSummaries(db: Db, adIds: string[]): Promise<Map<string, RatingTotals>> {
  const byAd = new Map<string, RatingTotals>();
  if (adIds.length === 0) return byAd;
  const ids = sql`array[${sql.join(
    [...new Set(adIds)].map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
  const rows = await queryRows<SummaryRow>(db, sql`select * from get_ad_ratings(${ids})`);
  for (const row of rows)
    byAd.set(row.ad_id, { average: Number(row.average_rating), total: Number(row.total_ratings) });
  return byAd;
}

/**
 * The RPC: a summary for every asked id, in the order asked (0/0 when none). Ads the caller cannot
 * see publicly answer 0/0 like unknown ones, so nothing hidden is revealed; admins see them all.
 */
export async function ratingSummariesFor(db: Db, adIds: string[], everyAd: boolean) {
  const asked = [...new Set(adIds)];
  const visible = everyAd
    ? asked
    : (
        await db
          .select({ id: ads.id })
          .from(ads)
          .where(and(inArray(ads.id, asked), publiclyVisible))
      ).map((row) => row.id);
  const summaries = await loadRatingSummaries(db, visible);
  return asked.map((adId) => ({ adId, ...(summaries.get(adId) ?? NO_RATINGS) }));
}
