import { z } from 'zod';
import { SUBSCRIPTION_DISPLAY_STATUSES } from '../subscription-status';

export const Subscription = z
  .object({
    id: z.uuid(),
    plan_id: z.uuid(),
    plan_name_en: z.string(),
    plan_name_uk: z.string(),
    status: z.enum(SUBSCRIPTION_DISPLAY_STATUSES).meta({
      description:
        'active: the period runs and renews; expiring: cancelled, benefits last until current_period_end; ' +
        'cancelled: the period is over',
    }),
    billing_cycle: z.enum(['monthly', 'annual']),
    next_billing_date: z.iso
      .datetime({ offset: true })
      .nullable()
      .meta({ description: 'When it renews; null when it will not (expiring or cancelled)' }),
    current_period_end: z.iso
      .datetime({ offset: true })
      .meta({ description: 'The end of the paid period: benefits last until then' }),
    cancel_at_period_end: z.boolean(),
    cancelled_at: z.iso.datetime({ offset: true }).nullable(),
    created_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'Subscription', description: "One of the caller's subscriptions" });
export type Subscription = z.infer<typeof Subscription>;

export const SubscriptionList = z
  .object({ items: z.array(Subscription).meta({ description: 'Newest first' }) })
  .meta({ id: 'SubscriptionList' });
export type SubscriptionList = z.infer<typeof SubscriptionList>;
