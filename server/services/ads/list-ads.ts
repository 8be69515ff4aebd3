import { and, desc, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { advertisements as ads } from '../../db/schema/ads';
import { type AdRow, type ImageRow, loadImages, selectAds } from './ad-query';
import { type Cursor, decodeCursor, encodeCursor } from './cursor';

export interface ListAdsParams {
  cityId?: string;
  categoryId?: string;
  cursor?: string;
  limit: number;
}

export interface AdsPage {
  rows: AdRow[];
  images: Map<string, ImageRow[]>;
  nextCursor: string | null;
}

/**
 * Approved ads, currently paid first, then newest. Two keyset walks over partial indexes: the few
 * paid ads, then everything else; the cursor says which walk and where.
 */
export async function listAds(db: Db, params: ListAdsParams): Promise<AdsPage> {
  const cursor: Cursor = params.cursor ? decodeCursor(params.cursor) : { t: new Date().toISOString(), p: 1 };
  const now = new Date(cursor.t);
  const paidNow = and(ads.isPaid, gt(ads.paidUntil, now)) as SQL;
  // coalesce: is_paid with a NULL paid_until counts as not paid, so it lands in the second walk.
  const notPaidNow = sql`not coalesce(${ads.isPaid} and ${ads.paidUntil} > ${cursor.t}::timestamptz, false)`;
  const filters = [
    eq(ads.status, 'approved'),
    params.cityId ? eq(ads.cityId, params.cityId) : undefined,
    params.categoryId ? eq(ads.categoryId, params.categoryId) : undefined,
  ];
  const after = (c: Cursor) =>
    c.c && c.i ? sql`(${ads.createdAt}, ${ads.id}) < (${c.c}::timestamptz, ${c.i}::uuid)` : undefined;
  const walk = (phaseFilter: SQL, position: SQL | undefined, take: number) =>
    selectAds(db)
      .where(and(...filters, phaseFilter, position))
      .orderBy(desc(ads.createdAt), desc(ads.id))
      .limit(take);

  let rows: AdRow[] = [];
  if (cursor.p === 1) {
    const paid = await walk(paidNow, after(cursor), params.limit + 1);
    if (paid.length > params.limit) {
      rows = paid.slice(0, params.limit);
      return page(db, rows, { t: cursor.t, p: 1, ...positionOf(rows.at(-1)) });
    }
    rows = paid;
  }
  const room = params.limit - rows.length;
  const rest = await walk(notPaidNow, cursor.p === 0 ? after(cursor) : undefined, room + 1);
  const shown = rest.slice(0, room);
  rows = [...rows, ...shown];
  if (rest.length <= room) return page(db, rows, null);
  // shown is empty only when paid ads filled this page exactly: the next page starts the second walk.
  return page(db, rows, { t: cursor.t, p: 0, ...positionOf(shown.at(-1)) });
}

const positionOf = (row: AdRow | undefined) => (row ? { c: row.position, i: row.ad.id } : {});

async function page(db: Db, rows: AdRow[], next: Cursor | null): Promise<AdsPage> {
  const images = await loadImages(
    db,
    rows.map((r) => r.ad.id),
  );
  return { rows, images, nextCursor: next ? encodeCursor(next) : null };
}
