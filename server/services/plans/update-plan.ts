import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type PlanChange, planShapeErrors } from '../../../shared/schemas/plans';
import { notFound } from '../../core/app-error';
import type { Deps } from '../../core/deps';
import type { Viewer } from '../../core/viewer';
import { plans } from '../../db/schema/monetization';
import { presentPlan } from '../../presenters/plans';
import { recordAudit } from '../audit/record-audit';
import { isPlanId, PlanFieldsError } from './plan-errors';
import { isPlanUsed } from './plan-usage';

/**
 * Changes the fields given (admin). The result must still suit the plan's kind (a subscription keeps
 * an annual price, an upgrade its days): otherwise 400 with a message per field. 404 for an unknown
 * id. Payments keep the name and amount they were made with. Audited only when something changed.
 * Answers the plan with whether payments or subscriptions refer to it.
 */
export async function updatePlan(deps: Deps, admin: Viewer, id: string, change: z.output<typeof PlanChange>) {
  const row = await savePlanChange(deps, admin, id, change);
  return { row, inUse: await isPlanUsed(deps.db, row.id) };
}

async function savePlanChange(
  { db, clock }: Deps,
  admin: Viewer,
  id: string,
  change: z.output<typeof PlanChange>,
) {
  if (!isPlanId(id)) throw notFound();
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(plans).where(eq(plans.id, id)).for('update');
    if (!before) throw notFound();
    const next = {
      nameEn: change.name_en ?? before.nameEn,
      nameUk: change.name_uk ?? before.nameUk,
      descriptionEn: change.description_en ?? before.descriptionEn,
      descriptionUk: change.description_uk ?? before.descriptionUk,
      currency: change.currency ?? before.currency,
      priceCents: change.price_cents ?? before.priceCents,
      annualPriceCents:
        change.annual_price_cents === undefined ? before.annualPriceCents : change.annual_price_cents,
      durationDays: change.duration_days === undefined ? before.durationDays : change.duration_days,
      active: change.active ?? before.active,
      sortOrder: change.sort_order ?? before.sortOrder,
    };
    const shape = planShapeErrors({
      kind: before.kind,
      annual_price_cents: next.annualPriceCents,
      duration_days: next.durationDays,
    });
    if (Object.keys(shape).length > 0) throw new PlanFieldsError(shape);
    const changed = (Object.keys(next) as (keyof typeof next)[]).some((k) => next[k] !== before[k]);
    if (!changed) return before;
    const [after] = await tx
      .update(plans)
      .set({ ...next, updatedAt: clock() })
      .where(eq(plans.id, id))
      .returning();
    if (!after) throw notFound();
    await recordAudit(tx, admin, {
      action:
        after.active === before.active ? 'plan.update' : after.active ? 'plan.activate' : 'plan.deactivate',
      entityType: 'plan',
      entityId: id,
      before: presentPlan(before),
      after: presentPlan(after),
    });
    return after;
  });
}
