import { and, count, eq, sql } from 'drizzle-orm';
import { FAVOURITES_MAX } from '../../../shared/constants';
import { AppError } from '../../core/app-error';
import type { Viewer } from '../../core/viewer';
import type { Db } from '../../db/client';
import { favourites } from '../../db/schema/favourites';
import { assertMaySaveAd } from '../../policies/favourite';
import { getAdForPage } from '../ads/get-ad';

/**
 * The viewer saves a published ad (404 when they may not see it, a block included, or it is an ended
 * event's history: nothing is on offer there, docs/decisions/035): idempotent, at
 * most FAVOURITES_MAX ads. The count and the insert run under a per-person transaction lock, so two
 * saves at once cannot pass the cap together. The title and price are kept as the person saw them.
 */
export async function saveFavourite(db: Db, viewer: Viewer, adId: string, now: Date): Promise<void> {
  const { ad } = (await getAdForPage(db, adId, viewer, now)).row;
  assertMaySaveAd(viewer, ad, now);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`favourites:${viewer.id}`}, 0))`);
    const mine = eq(favourites.userId, viewer.id);
    const [saved] = await tx
      .select({ id: favourites.id })
      .from(favourites)
      .where(and(mine, eq(favourites.adId, ad.id)));
    if (saved) return;
    const [held] = await tx.select({ n: count() }).from(favourites).where(mine);
    if ((held?.n ?? 0) >= FAVOURITES_MAX)
      throw new AppError('TOO_MANY_FAVOURITES', 409, { params: { max: String(FAVOURITES_MAX) } });
    await tx.insert(favourites).values({
      userId: viewer.id,
      adId: ad.id,
      title: ad.title,
      priceSeen: ad.price,
      currency: ad.currency,
    });
  });
}
