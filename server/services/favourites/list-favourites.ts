import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Viewer } from '../../core/viewer';
import type { Db } from '../../db/client';
import { advertisements as ads } from '../../db/schema/ads';
import { favourites } from '../../db/schema/favourites';
import { publiclyVisible } from '../ads/ad-query';
import { type ListItemRow, selectListItems } from '../ads/list-item-query';
import { ownersHiddenFrom } from '../blocks/hidden-owners';
import { cursorCodec, exactTimestamp } from '../paging/cursor-codec';

export const FAVOURITES_PAGE_SIZE = 24;

/** Position in the list: created_at (exact text) and id of the last entry shown. */
const Cursor = z.object({ c: exactTimestamp, i: z.uuid() });
const { encode, decode } = cursorCodec(Cursor);

/** Why a saved ad is not on the site: it expired, it is back in review or hidden, or it is gone. */
export type Availability = 'available' | 'expired' | 'unavailable' | 'removed';

export interface FavouriteEntry {
  id: string;
  adId: string | null;
  title: string;
  priceSeen: number | null;
  currency: string;
  savedAt: Date;
  availability: Availability;
  /** The card, for an ad that is on the site. */
  item: ListItemRow | null;
}

function availabilityOf(status: string | null, shown: boolean, hidden: boolean): Availability {
  if (status === null || hidden || status === 'rejected') return 'removed';
  if (status === 'expired') return 'expired';
  return status === 'approved' && shown ? 'available' : 'unavailable';
}

/**
 * The viewer's favourites, the latest saved first, a page at a time. Ads no longer on the site stay
 * in the list, marked with why; those on it come with their card (one query for the page's cards).
 */
export async function listFavourites(db: Db, viewer: Viewer, cursor: string | undefined) {
  const after = cursor ? decode(cursor) : null;
  const position = sql`(${favourites.createdAt}, ${favourites.id})`;
  const rows = await db
    .select({
      id: favourites.id,
      adId: favourites.adId,
      title: favourites.title,
      priceSeen: favourites.priceSeen,
      currency: favourites.currency,
      savedAt: favourites.createdAt,
      at: sql<string>`${favourites.createdAt}::text`,
      status: ads.status,
      ownerId: ads.userId,
      shown: sql<boolean>`coalesce(${publiclyVisible}, false)`,
    })
    .from(favourites)
    .leftJoin(ads, eq(ads.id, favourites.adId))
    .where(
      and(
        eq(favourites.userId, viewer.id),
        after ? sql`${position} < (${after.c}::timestamptz, ${after.i}::uuid)` : undefined,
      ) as SQL,
    )
    .orderBy(desc(favourites.createdAt), desc(favourites.id))
    .limit(FAVOURITES_PAGE_SIZE + 1);
  const page = rows.slice(0, FAVOURITES_PAGE_SIZE);
  const last = page.at(-1);
  const hidden = await ownersHiddenFrom(
    db,
    viewer.id,
    page.flatMap((r) => (r.ownerId ? [r.ownerId] : [])),
  );
  const entries = page.map((r) => ({
    ...r,
    availability: availabilityOf(r.status, r.shown, r.ownerId !== null && hidden.has(r.ownerId)),
  }));
  const cards = await cardsOf(
    db,
    entries.flatMap((e) => (e.availability === 'available' && e.adId ? [e.adId] : [])),
  );
  return {
    entries: entries.map(
      (e): FavouriteEntry => ({
        id: e.id,
        adId: e.adId,
        title: e.title,
        priceSeen: e.priceSeen,
        currency: e.currency,
        savedAt: e.savedAt,
        availability: e.availability,
        item: (e.adId && cards.get(e.adId)) || null,
      }),
    ),
    nextCursor: rows.length > FAVOURITES_PAGE_SIZE && last ? encode({ c: last.at, i: last.id }) : null,
  };
}

async function cardsOf(db: Db, adIds: string[]): Promise<Map<string, ListItemRow>> {
  if (adIds.length === 0) return new Map();
  const rows = await selectListItems(db).where(inArray(ads.id, adIds));
  return new Map(rows.map((row) => [row.id, row]));
}
