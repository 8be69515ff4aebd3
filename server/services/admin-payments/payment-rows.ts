import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { advertisements } from '../../db/schema/ads';
import { user } from '../../db/schema/auth';
import { payments } from '../../db/schema/monetization';
import { profiles } from '../../db/schema/profiles';

/** One payment with its payer (name and email) and the ad it was for, as the admin list shows it. */
export function selectPayments(db: Db) {
  return db
    .select({
      payment: payments,
      createdText: sql<string>`${payments.createdAt}::text`,
      personName: sql<string>`coalesce(${profiles.displayName}, ${user.name})`,
      personEmail: user.email,
      adTitle: advertisements.title,
    })
    .from(payments)
    .innerJoin(user, eq(user.id, payments.userId))
    .leftJoin(profiles, eq(profiles.id, payments.userId))
    .leftJoin(advertisements, eq(advertisements.id, payments.adId));
}
export type PaymentRow = Awaited<ReturnType<ReturnType<typeof selectPayments>['execute']>>[number];
