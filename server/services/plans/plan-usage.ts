import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments, plans, subscriptions } from '../../db/schema/monetization';

/** The plans row's id, qualified: inside the subqueries below a bare "id" would be theirs. */
export const qualifiedPlanId = sql`${plans}.${sql.identifier(plans.id.name)}`;

/** SQL: whether a payment or a subscription refers to the plan (`planId`: qualifiedPlanId or an id). */
export const planUsedSql = (planId: SQL | string): SQL<boolean> =>
  sql<boolean>`(exists (select 1 from ${payments} where ${payments.planId} = ${planId})
    or exists (select 1 from ${subscriptions} where ${subscriptions.planId} = ${planId}))`;

/** Whether payments or subscriptions refer to the plan (deleting it would rewrite their history). */
export async function isPlanUsed(db: Db, planId: string): Promise<boolean> {
  const [row] = await db
    .select({ used: planUsedSql(planId) })
    .from(plans)
    .where(eq(plans.id, planId));
  return row?.used === true;
}
