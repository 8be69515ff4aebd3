import { eq } from 'drizzle-orm';
import { AppError, notFound } from '../../core/app-error';
import type { Viewer } from '../../core/viewer';
import type { Db } from '../../db/client';
import { isForeignKeyViolation } from '../../db/pg-errors';
import { advertisements as ads } from '../../db/schema/ads';
import { categories } from '../../db/schema/catalog';
import { presentCategory } from '../../presenters/catalog';
import { recordAudit } from '../audit/record-audit';
import { isCatalogId } from './catalog-errors';
import { countAdsIn } from './count-ads';

const hasAds = (count: number) => new AppError('CATEGORY_HAS_ADS', 409, { params: { count: String(count) } });

/**
 * Deletes a category. While it holds ads: 409 CATEGORY_HAS_ADS (with how many), unless `moveTo`
 * names another category: its ads move there first, in the same transaction.
 */
export async function deleteCategory(db: Db, admin: Viewer, id: string, moveTo?: string) {
  if (!isCatalogId(id)) throw notFound();
  if (moveTo === id) throw new AppError('VALIDATION_FAILED', 400, { fields: { move_to: 'invalidValue' } });
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
      if (!before) throw notFound();
      let target: typeof before | undefined;
      if (moveTo !== undefined) {
        [target] = isCatalogId(moveTo)
          ? await tx.select().from(categories).where(eq(categories.id, moveTo)).for('update')
          : [];
        if (!target) throw notFound();
      }
      const count = await countAdsIn(tx, 'category', id);
      if (count > 0 && !target) throw hasAds(count);
      if (count > 0 && target)
        await tx.update(ads).set({ categoryId: target.id }).where(eq(ads.categoryId, id));
      await tx.delete(categories).where(eq(categories.id, id));
      await recordAudit(tx, admin, {
        action: 'category.delete',
        entityType: 'category',
        entityId: id,
        before: { ...presentCategory(before), ad_count: count },
        after: target && count > 0 ? { ads_moved_to: presentCategory(target), ads_moved: count } : null,
      });
      return { movedAds: target ? count : 0 };
    });
  } catch (error) {
    // An ad was posted in it between the count and the delete.
    if (isForeignKeyViolation(error)) throw hasAds(Math.max(1, await countAdsIn(db, 'category', id)));
    throw error;
  }
}
