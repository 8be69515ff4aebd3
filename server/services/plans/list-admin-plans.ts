import { asc, getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { plans } from '../../db/schema/monetization';
import { planUsedSql, qualifiedPlanId } from './plan-usage';

/** Every plan, active or not, in display order, with whether payments or subscriptions refer to it. */
export async function listAdminPlans(db: Db) {
  const rows = await db
    .select({ ...getTableColumns(plans), inUse: planUsedSql(qualifiedPlanId) })
    .from(plans)
    .orderBy(asc(plans.sortOrder), asc(plans.createdAt), asc(plans.id));
  return rows.map(({ inUse, ...row }) => ({ row, inUse: inUse === true }));
}
