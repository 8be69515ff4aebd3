import { and, eq, inArray, or } from 'drizzle-orm';
import { notFound } from '../../core/app-error';
import type { Viewer } from '../../core/viewer';
import type { Db } from '../../db/client';
import { advertisements as ads } from '../../db/schema/ads';
import { personBlocks } from '../../db/schema/person-blocks';

/**
 * Of `ownerIds`, the people `viewerId` blocked or who blocked `viewerId`: a block hides each from the
 * other. One query on the two indexes, however many people blocked the viewer.
 */
export async function ownersHiddenFrom(db: Db, viewerId: string, ownerIds: string[]): Promise<Set<string>> {
  const others = [...new Set(ownerIds)].filter((id) => id !== viewerId);
  if (others.length === 0) return new Set();
  const rows = await db
    .select({ blocker: personBlocks.blockerId, blocked: personBlocks.blockedId })
    .from(personBlocks)
    .where(
      or(
        and(eq(personBlocks.blockerId, viewerId), inArray(personBlocks.blockedId, others)),
        and(eq(personBlocks.blockedId, viewerId), inArray(personBlocks.blockerId, others)),
      ),
    );
  return new Set(rows.map((r) => (r.blocker === viewerId ? r.blocked : r.blocker)));
}

/**
 * The rows a signed-in viewer may see: those of owners a block stands between are left out (a page
 * may then hold fewer items; its cursor is unchanged). Visitors' rows are never filtered, so the
 * shared caches (search answers, visitors' pages) stay the same for everyone.
 */
export async function withoutBlocked<T extends { userId: string }>(
  db: Db,
  viewer: Viewer | null,
  rows: T[],
): Promise<T[]> {
  if (!viewer || rows.length === 0) return rows;
  const hidden = await ownersHiddenFrom(
    db,
    viewer.id,
    rows.map((r) => r.userId),
  );
  return hidden.size === 0 ? rows : rows.filter((r) => !hidden.has(r.userId));
}

/** withoutBlocked for items that name only their ad (the search box's suggestions). */
export async function withoutBlockedAds<T extends { id: string }>(
  db: Db,
  viewer: Viewer | null,
  items: T[],
): Promise<T[]> {
  if (!viewer || items.length === 0) return items;
  const owners = await db
    .select({ id: ads.id, userId: ads.userId })
    .from(ads)
    .where(
      inArray(
        ads.id,
        items.map((i) => i.id),
      ),
    );
  const ownerOf = new Map(owners.map((o) => [o.id, o.userId]));
  const shown = await withoutBlocked(
    db,
    viewer,
    items.map((item) => ({ item, userId: ownerOf.get(item.id) ?? '' })),
  );
  return shown.map((s) => s.item);
}

/** 404 for an ad whose owner and the viewer blocked one another, as if it were not there. */
export async function assertNotBlocked(db: Db, viewer: Viewer | null, ownerId: string): Promise<void> {
  if (viewer && (await ownersHiddenFrom(db, viewer.id, [ownerId])).size > 0) throw notFound();
}
