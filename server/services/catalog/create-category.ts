import { eq, max } from 'drizzle-orm';
import type { z } from 'zod';
import type { CategoryInput } from '../../../shared/schemas/admin-catalog';
import type { Viewer } from '../../core/viewer';
import type { Db } from '../../db/client';
import { categories } from '../../db/schema/catalog';
import { recordAudit } from '../audit/record-audit';
import { slugTaken, uniqueViolationError } from './catalog-errors';
import { auditedCategory } from './update-category';

/** The step between the orders of seeded categories; a new one goes this far after the last. */
export const SORT_ORDER_STEP = 10;

/** Adds a category (at the end of the navigation unless an order is given); 409 SLUG_TAKEN. */
export async function createCategory(db: Db, admin: Viewer, input: z.output<typeof CategoryInput>) {
  try {
    return await db.transaction(async (tx) => {
      const [clash] = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.slug, input.slug));
      if (clash) throw slugTaken();
      let sortOrder = input.sort_order;
      if (sortOrder === undefined) {
        const [last] = await tx.select({ value: max(categories.sortOrder) }).from(categories);
        sortOrder = (last?.value ?? 0) + SORT_ORDER_STEP;
      }
      const [row] = await tx
        .insert(categories)
        .values({
          nameEn: input.name_en,
          nameUk: input.name_uk,
          slug: input.slug,
          sortOrder,
          isCommunity: input.is_community ?? false,
          adLifetimeDays: input.ad_lifetime_days ?? null,
        })
        .returning();
      if (!row) throw new Error('category not created');
      await recordAudit(tx, admin, {
        action: 'category.create',
        entityType: 'category',
        entityId: row.id,
        after: auditedCategory(row),
      });
      return row;
    });
  } catch (error) {
    throw uniqueViolationError(error);
  }
}
