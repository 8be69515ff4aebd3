import { eq } from 'drizzle-orm';
import { notFound } from '../../core/app-error';
import type { Viewer } from '../../core/viewer';
import type { Db } from '../../db/client';
import { isForeignKeyViolation } from '../../db/pg-errors';
import { plans } from '../../db/schema/monetization';
import { presentPlan } from '../../presenters/plans';
import { recordAudit } from '../audit/record-audit';
import { isPlanId, PlanFieldsError } from './plan-errors';
import { isPlanUsed } from './plan-usage';

const inUse = () => new PlanFieldsError({ plan: 'planInUse' });

/**
 * Deletes a plan nothing refers to (admin). A plan that payments or subscriptions name is refused
 * (409, "deactivate it instead"), so their history keeps its plan. 404 for an unknown id.
 */
export async function deletePlan(db: Db, admin: Viewer, id: string) {
  if (!isPlanId(id)) throw notFound();
  try {
    await db.transaction(async (tx) => {
      const [before] = await tx.select().from(plans).where(eq(plans.id, id)).for('update');
      if (!before) throw notFound();
      if (await isPlanUsed(tx, id)) throw inUse();
      await tx.delete(plans).where(eq(plans.id, id));
      await recordAudit(tx, admin, {
        action: 'plan.delete',
        entityType: 'plan',
        entityId: id,
        before: presentPlan(before),
      });
    });
  } catch (error) {
    // A subscription to it began between the check and the delete.
    if (isForeignKeyViolation(error)) throw inUse();
    throw error;
  }
}
