import { and, asc, desc, eq, fillPlaceholders, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { ListingSort } from '../../../shared/schemas/ads';
import { AppError } from '../../core/app-error';
import { builtOnce } from '../../db/built-once';
import type { Db } from '../../db/client';
import { advertisements as ads } from '../../db/schema/ads';
import { publiclyVisible } from './ad-query';
import { type Cursor, decodeCursor, encodeCursor, isPriceKeyed } from './cursor';
import { type ListItemRow, selectListItems } from './list-item-query';

export interface ListAdsParams {
  cityId?: string;
  categoryId?: string;
  sort?: ListingSort;
  cursor?: string;
  limit: number;
  /** The request's now (Deps.clock): what is paid on a first page; later pages keep their cursor's. */
  now: Date;
}

/** A page of a list: its rows with all their cards show (list-item-query.ts). */
export interface AdsPage {
  rows: ListItemRow[];
  nextCursor: string | null;
}

export interface WalkParams {
  cityId?: string;
  categoryId?: string;
  /** 'paid': ads paid at `now`; 'rest': all other approved ads. */
  walk: 'paid' | 'rest';
  /** newest (the default), or a price order: its priced ads, or with `unpriced` the others, newest first. */
  order?: ListingSort;
  unpriced?: boolean;
  now: string;
  /** The sort key (listed_at as exact text, or the price) and id of the last ad shown. */
  after?: { c: string; i: string };
  take: number;
}

/** What a walk's query looks like: each one is built once (per database) and then only given its values. */
type WalkShape = Pick<WalkParams, 'walk' | 'order' | 'unpriced'> & {
  city: boolean;
  category: boolean;
  after: boolean;
};

const shapeOf = (p: WalkParams): WalkShape => ({
  walk: p.walk,
  order: p.order ?? 'newest',
  unpriced: p.unpriced ?? false,
  city: p.cityId !== undefined,
  category: p.categoryId !== undefined,
  after: p.after !== undefined,
});

const valuesOf = (p: WalkParams) => ({
  cityId: p.cityId,
  categoryId: p.categoryId,
  now: p.now,
  afterKey: p.after?.c,
  afterId: p.after?.i,
  take: p.take,
});

const value = {
  cityId: sql.placeholder('cityId'),
  categoryId: sql.placeholder('categoryId'),
  now: sql`${sql.placeholder('now')}::timestamptz`,
  afterKey: sql.placeholder('afterKey'),
  afterId: sql`${sql.placeholder('afterId')}::uuid`,
  take: sql.placeholder('take'),
};

/** How one walk is keyed: its rows, the position after an ad, and the order (each on an index, docs/decisions/002). */
function keyset(s: WalkShape): { only?: SQL; after?: SQL; order: SQL[] } {
  if (s.order === 'price_asc' && !s.unpriced)
    return {
      only: isNotNull(ads.price),
      after: s.after
        ? sql`(${ads.price}, ${ads.id}) > (${value.afterKey}::numeric, ${value.afterId})`
        : undefined,
      order: [asc(ads.price), asc(ads.id)],
    };
  // Read backwards on the same index: a plain DESC is what a backward scan of an ascending index gives.
  if (s.order === 'price_desc' && !s.unpriced)
    return {
      only: isNotNull(ads.price),
      after: s.after
        ? sql`(${ads.price}, ${ads.id}) < (${value.afterKey}::numeric, ${value.afterId})`
        : undefined,
      order: [desc(ads.price), desc(ads.id)],
    };
  return {
    only: s.unpriced ? isNull(ads.price) : undefined,
    after: s.after
      ? sql`(${ads.listedAt}, ${ads.id}) < (${value.afterKey}::timestamptz, ${value.afterId})`
      : undefined,
    order: [desc(ads.listedAt), desc(ads.id)],
  };
}

/**
 * One keyset walk: newest listed first (listed_at: the last boost, else creation), or by price, on
 * the partial indexes of docs/decisions/002, 011 and 014; its values are placeholders.
 */
function walkQuery(db: Db, s: WalkShape) {
  const paidNow =
    s.walk === 'paid'
      ? sql`${ads.effectivePaidUntil} > ${value.now}`
      : sql`(${ads.effectivePaidUntil} is null or ${ads.effectivePaidUntil} <= ${value.now})`;
  const { only, after, order } = keyset(s);
  return selectListItems(db)
    .where(
      and(
        publiclyVisible,
        s.city ? eq(ads.cityId, value.cityId) : undefined,
        s.category ? eq(ads.categoryId, value.categoryId) : undefined,
        paidNow,
        only,
        after,
      ),
    )
    .orderBy(...order)
    .limit(value.take);
}

/** One walk's rows, its query built once per shape (the SQL it sends: listingWalkSql). */
export function listingWalk(db: Db, p: WalkParams): Promise<ListItemRow[]> {
  const shape = shapeOf(p);
  const query = builtOnce(db, `listing ${JSON.stringify(shape)}`, () => walkQuery(db, shape).prepare(''));
  return query.execute(valuesOf(p));
}

/** The SQL and values listingWalk sends for `p` (for EXPLAIN). */
export function listingWalkSql(db: Db, p: WalkParams): { sql: string; params: unknown[] } {
  const query = walkQuery(db, shapeOf(p)).toSQL();
  return { sql: query.sql, params: fillPlaceholders(query.params, valuesOf(p)) };
}

type Part = { p: 0 | 1; u?: true };

/** The walks of an order, in turn: paid ads, then the rest; in price orders each priced, then unpriced. */
const partsOf = (sort: ListingSort): Part[] =>
  sort === 'newest' ? [{ p: 1 }, { p: 0 }] : [{ p: 1 }, { p: 1, u: true }, { p: 0 }, { p: 0, u: true }];

const keyOf = (cursor: Cursor, row: ListItemRow) => (isPriceKeyed(cursor) ? String(row.price) : row.position);

/**
 * Approved ads, currently paid first, then in the order asked for: one walk after another; the
 * cursor says which walk and where (docs/decisions/002, 011, 014). A cursor of another order is 400.
 * Each walk is one query with all the cards show: one query a page, two where the paid walk ends on it.
 */
export async function listAds(db: Db, params: ListAdsParams): Promise<AdsPage> {
  const sort = params.sort ?? 'newest';
  const cursor: Cursor = params.cursor
    ? decodeCursor(params.cursor)
    : { t: params.now.toISOString(), s: sort, p: 1 };
  if (cursor.s !== sort) throw new AppError('INVALID_CURSOR', 400);
  const parts = partsOf(sort);
  const start = parts.findIndex((part) => part.p === cursor.p && part.u === cursor.u);
  if (start < 0) throw new AppError('INVALID_CURSOR', 400);

  const rows: ListItemRow[] = [];
  for (const [n, part] of parts.entries()) {
    if (n < start) continue;
    const room = params.limit - rows.length;
    const here: Cursor = { t: cursor.t, s: sort, ...part };
    const found = await listingWalk(db, {
      cityId: params.cityId,
      categoryId: params.categoryId,
      walk: part.p === 1 ? 'paid' : 'rest',
      order: sort,
      unpriced: part.u,
      now: cursor.t,
      after: n === start && cursor.c && cursor.i ? { c: cursor.c, i: cursor.i } : undefined,
      take: room + 1,
    });
    const shown = found.slice(0, room);
    rows.push(...shown);
    if (found.length > room) {
      // shown is empty only when earlier walks filled this page exactly: the next page starts this walk.
      const last = shown.at(-1);
      const next = last ? { ...here, c: keyOf(here, last), i: last.id } : here;
      return { rows, nextCursor: encodeCursor(next) };
    }
  }
  return { rows, nextCursor: null };
}
