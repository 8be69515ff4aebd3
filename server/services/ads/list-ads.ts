import { and, desc, eq, gt, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { advertisements as ads } from '../../db/schema/ads';
import { loadRatingSummaries, type RatingTotals } from '../ratings/rating-summaries';
import { type AdRow, type ImageRow, loadImages, publiclyVisible, selectAds } from './ad-query';
import { type Cursor, decodeCursor, encodeCursor } from './cursor';

export interface ListAdsParams {
  cityId?: string;
  categoryId?: string;
  cursor?: string;
  limit: number;
  /** The request's now (Deps.clock): what is paid on a first page; later pages keep their cursor's. */
  now: Date;
}

export interface AdsPage {
  rows: AdRow[];
  images: Map<string, ImageRow[]>;
  ratings: Map<string, RatingTotals>;
  nextCursor: string | null;
}

export interface WalkParams {
  cityId?: string;
  categoryId?: string;
  /** 'paid': ads paid at `now`; 'rest': all other approved ads. */
  walk: 'paid' | 'rest';
  now: string;
  after?: { c: string; i: string };
  take: number;
}

/**
 * One keyset walk, newest listed first (listed_at: the last boost, else creation), on the partial
 * indexes of docs/decisions/002 and 014.
 */
export function listingWalk(db: Db, p: WalkParams) {
  const now = new Date(p.now);
  const paidNow =
    p.walk === 'paid'
      ? gt(ads.effectivePaidUntil, now)
      : or(isNull(ads.effectivePaidUntil), lte(ads.effectivePaidUntil, now));
  const position: SQL | undefined = p.after
    ? sql`(${ads.listedAt}, ${ads.id}) < (${p.after.c}::timestamptz, ${p.after.i}::uuid)`
    : undefined;
  return selectAds(db)
    .where(
      and(
        publiclyVisible,
        p.cityId ? eq(ads.cityId, p.cityId) : undefined,
        p.categoryId ? eq(ads.categoryId, p.categoryId) : undefined,
        paidNow,
        position,
      ),
    )
    .orderBy(desc(ads.listedAt), desc(ads.id))
    .limit(p.take);
}

const positionOf = (row: AdRow | undefined) => (row ? { c: row.position, i: row.ad.id } : {});
const afterOf = (c: Cursor) => (c.c && c.i ? { c: c.c, i: c.i } : undefined);

/**
 * Approved ads, currently paid first, then newest listed: the paid walk, then the rest; the cursor
 * says which walk and where (docs/decisions/002, 014).
 */
export async function listAds(db: Db, params: ListAdsParams): Promise<AdsPage> {
  const cursor: Cursor = params.cursor ? decodeCursor(params.cursor) : { t: params.now.toISOString(), p: 1 };
  const base = { cityId: params.cityId, categoryId: params.categoryId, now: cursor.t };

  let rows: AdRow[] = [];
  if (cursor.p === 1) {
    const paid = await listingWalk(db, {
      ...base,
      walk: 'paid',
      after: afterOf(cursor),
      take: params.limit + 1,
    });
    if (paid.length > params.limit) {
      rows = paid.slice(0, params.limit);
      return page(db, rows, { t: cursor.t, p: 1, ...positionOf(rows.at(-1)) });
    }
    rows = paid;
  }
  const room = params.limit - rows.length;
  const after = cursor.p === 0 ? afterOf(cursor) : undefined;
  const rest = await listingWalk(db, { ...base, walk: 'rest', after, take: room + 1 });
  const shown = rest.slice(0, room);
  rows = [...rows, ...shown];
  if (rest.length <= room) return page(db, rows, null);
  // shown is empty only when paid ads filled this page exactly: the next page starts the second walk.
  return page(db, rows, { t: cursor.t, p: 0, ...positionOf(shown.at(-1)) });
}

async function page(db: Db, rows: AdRow[], next: Cursor | null): Promise<AdsPage> {
  const ids = rows.map((r) => r.ad.id);
  const [images, ratings] = await Promise.all([loadImages(db, ids), loadRatingSummaries(db, ids)]);
  return { rows, images, ratings, nextCursor: next ? encodeCursor(next) : null };
}
