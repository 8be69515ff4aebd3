import { max } from 'drizzle-orm';
import type { z } from 'zod';
import type { PlanInput } from '../../../shared/schemas/plans';
import type { Viewer } from '../../core/viewer';
import type { Db } from '../../db/client';
import { plans } from '../../db/schema/monetization';
import { presentPlan } from '../../presenters/plans';
import { recordAudit } from '../audit/record-audit';

/** The step between plan orders; a new plan goes this far after the last one unless an order is given. */
const SORT_ORDER_STEP = 10;

/** Adds a plan (admin), audited in the same transaction. The input has passed PlanInput's checks. */
export async function createPlan(db: Db, admin: Viewer, input: z.output<typeof PlanInput>) {
  return db.transaction(async (tx) => {
    let sortOrder = input.sort_order;
    if (sortOrder === undefined) {
      const [last] = await tx.select({ value: max(plans.sortOrder) }).from(plans);
      sortOrder = (last?.value ?? 0) + SORT_ORDER_STEP;
    }
    const [row] = await tx
      .insert(plans)
      .values({
        kind: input.kind,
        nameEn: input.name_en,
        nameUk: input.name_uk,
        descriptionEn: input.description_en,
        descriptionUk: input.description_uk,
        currency: input.currency,
        priceCents: input.price_cents,
        annualPriceCents: input.annual_price_cents ?? null,
        durationDays: input.duration_days ?? null,
        active: input.active,
        sortOrder,
      })
      .returning();
    if (!row) throw new Error('plan not created');
    await recordAudit(tx, admin, {
      action: 'plan.create',
      entityType: 'plan',
      entityId: row.id,
      after: presentPlan(row),
    });
    return row;
  });
}
