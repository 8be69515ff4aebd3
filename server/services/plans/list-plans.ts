import { and, asc, eq, inArray } from 'drizzle-orm';
import { featureOfPlanKind, PLAN_KINDS, type PlanKind } from '../../../shared/plan-kinds';
import { AppError } from '../../core/app-error';
import type { Db } from '../../db/client';
import { plans } from '../../db/schema/monetization';
import { readEffectiveFeatures } from '../settings/platform-settings';

/**
 * The plans on sale: active, and of a kind whose feature is in effect, in display order. 403
 * FEATURE_DISABLED when nothing is sold at all (monetisation off) or the asked-for kind is off.
 */
export async function listSellablePlans(db: Db, kind?: PlanKind) {
  const features = await readEffectiveFeatures(db);
  const kinds = PLAN_KINDS.filter((k) => features[featureOfPlanKind(k)] && (!kind || k === kind));
  if (kinds.length === 0) throw new AppError('FEATURE_DISABLED', 403);
  return db
    .select()
    .from(plans)
    .where(and(eq(plans.active, true), inArray(plans.kind, kinds)))
    .orderBy(asc(plans.sortOrder), asc(plans.priceCents), asc(plans.id));
}
