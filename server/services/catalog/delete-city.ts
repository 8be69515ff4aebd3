import { eq } from 'drizzle-orm';
import { AppError, notFound } from '../../core/app-error';
import type { Viewer } from '../../core/viewer';
import type { Db } from '../../db/client';
import { isForeignKeyViolation } from '../../db/pg-errors';
import { advertisements as ads } from '../../db/schema/ads';
import { cities } from '../../db/schema/catalog';
import { presentCity } from '../../presenters/catalog';
import { recordAudit } from '../audit/record-audit';
import { isCatalogId } from './catalog-errors';
import { countAdsIn } from './count-ads';

const hasAds = (count: number) => new AppError('CITY_HAS_ADS', 409, { params: { count: String(count) } });

/**
 * Deletes a city. While it holds ads: 409 CITY_HAS_ADS (with how many), unless `moveTo` names
 * another city: its ads move there first, in the same transaction.
 */
export async function deleteCity(db: Db, admin: Viewer, id: string, moveTo?: string) {
  if (!isCatalogId(id)) throw notFound();
  if (moveTo === id) throw new AppError('VALIDATION_FAILED', 400, { fields: { move_to: 'invalidValue' } });
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx.select().from(cities).where(eq(cities.id, id)).for('update');
      if (!before) throw notFound();
      let target: typeof before | undefined;
      if (moveTo !== undefined) {
        [target] = isCatalogId(moveTo)
          ? await tx.select().from(cities).where(eq(cities.id, moveTo)).for('update')
          : [];
        if (!target) throw notFound();
      }
      const count = await countAdsIn(tx, 'city', id);
      if (count > 0 && !target) throw hasAds(count);
      if (count > 0 && target) await tx.update(ads).set({ cityId: target.id }).where(eq(ads.cityId, id));
      await tx.delete(cities).where(eq(cities.id, id));
      await recordAudit(tx, admin, {
        action: 'city.delete',
        entityType: 'city',
        entityId: id,
        before: { ...presentCity(before), ad_count: count },
        after: target && count > 0 ? { ads_moved_to: presentCity(target), ads_moved: count } : null,
      });
      return { movedAds: target ? count : 0 };
    });
  } catch (error) {
    // An ad was posted in it between the count and the delete.
    if (isForeignKeyViolation(error)) throw hasAds(Math.max(1, await countAdsIn(db, 'city', id)));
    throw error;
  }
}
