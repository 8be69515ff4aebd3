import { eq } from 'drizzle-orm';
import { featureOfPlanKind } from '../../../shared/plan-kinds';
import type { EffectiveFeatures } from '../../../shared/platform-features';
import { AppError } from '../../core/app-error';
import type { Db } from '../../db/client';
import { plans } from '../../db/schema/monetization';
import type { PlanRow } from '../../presenters/plans';
import { readEffectiveFeatures } from '../settings/platform-settings';
import { isPlanId } from './plan-errors';

const notAvailable = () => new AppError('PLAN_NOT_AVAILABLE', 404);

/**
 * The plan a person may buy now: it exists, is active, and its kind's feature is in effect; else
 * 404 PLAN_NOT_AVAILABLE. Pass `features` when the caller has already read them.
 */
export async function loadSellablePlan(
  db: Db,
  planId: string,
  features?: EffectiveFeatures,
): Promise<PlanRow> {
  if (!isPlanId(planId)) throw notAvailable();
  const [plan] = await db.select().from(plans).where(eq(plans.id, planId));
  if (!plan?.active) throw notAvailable();
  const effective = features ?? (await readEffectiveFeatures(db));
  if (!effective[featureOfPlanKind(plan.kind)]) throw notAvailable();
  return plan;
}
