import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { CategoryChange } from '../../../shared/schemas/admin-catalog';
import { notFound } from '../../core/app-error';
import type { Deps } from '../../core/deps';
import type { Viewer } from '../../core/viewer';
import { categories } from '../../db/schema/catalog';
import { presentCategory } from '../../presenters/catalog';
import { recordAudit } from '../audit/record-audit';
import { isCatalogId, slugTaken, uniqueViolationError } from './catalog-errors';
import type { CategoryRow } from './list-categories';

/** What the audit log keeps of a category: its public fields and its ads' lifetime. */
export const auditedCategory = (row: CategoryRow) => ({
  ...presentCategory(row),
  ad_lifetime_days: row.adLifetimeDays ?? null,
});

/** Changes the fields given; 404 for an unknown id, 409 SLUG_TAKEN. Audited only when something changed. */
export async function updateCategory(
  { db, clock }: Deps,
  admin: Viewer,
  id: string,
  change: z.output<typeof CategoryChange>,
) {
  if (!isCatalogId(id)) throw notFound();
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
      if (!before) throw notFound();
      if (change.slug !== undefined && change.slug !== before.slug) {
        const [clash] = await tx
          .select({ id: categories.id })
          .from(categories)
          .where(and(eq(categories.slug, change.slug), ne(categories.id, id)));
        if (clash) throw slugTaken();
      }
      const next = {
        nameEn: change.name_en ?? before.nameEn,
        nameUk: change.name_uk ?? before.nameUk,
        slug: change.slug ?? before.slug,
        sortOrder: change.sort_order ?? before.sortOrder,
        isCommunity: change.is_community ?? before.isCommunity,
        adLifetimeDays:
          change.ad_lifetime_days === undefined ? before.adLifetimeDays : change.ad_lifetime_days,
      };
      const changed = (Object.keys(next) as (keyof typeof next)[]).some((k) => next[k] !== before[k]);
      if (!changed) return before;
      const [after] = await tx
        .update(categories)
        .set({ ...next, updatedAt: clock() })
        .where(eq(categories.id, id))
        .returning();
      if (!after) throw notFound();
      await recordAudit(tx, admin, {
        action: 'category.update',
        entityType: 'category',
        entityId: id,
        before: auditedCategory(before),
        after: auditedCategory(after),
      });
      return after;
    });
  } catch (error) {
    throw uniqueViolationError(error);
  }
}
