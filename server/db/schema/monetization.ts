import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { advertisements } from './ads';
import { user } from './auth';

/** What a plan sells (docs/decisions/014-monetisation.md). */
export const PLAN_KINDS = ['upgrade', 'boost', 'sponsorship', 'subscription'] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];
export const BILLING_CYCLES = ['one_time', 'monthly', 'annual'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'expired', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_PROVIDERS = ['test', 'stripe'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * What the site sells, editable by admins. price_cents is the one-time price, or the monthly price of
 * a subscription, whose annual price is annual_price_cents. duration_days: how long an upgrade's paid
 * placement or a sponsorship lasts (null for boosts and subscriptions).
 */
export const plans = pgTable(
  'plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: PLAN_KINDS }).notNull(),
    nameEn: text('name_en').notNull(),
    nameUk: text('name_uk').notNull(),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionUk: text('description_uk').notNull().default(''),
    currency: text('currency').notNull().default('USD'),
    priceCents: integer('price_cents').notNull(),
    annualPriceCents: integer('annual_price_cents'),
    durationDays: integer('duration_days'),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    check('plans_price_check', sql`${t.priceCents} >= 0 and coalesce(${t.annualPriceCents}, 0) >= 0`),
    check('plans_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check(
      'plans_shape_check',
      sql`(${t.kind} = 'subscription') = (${t.annualPriceCents} is not null)
        and (${t.kind} in ('upgrade', 'sponsorship')) = (${t.durationDays} is not null)
        and coalesce(${t.durationDays}, 1) between 1 and 3650`,
    ),
  ],
);

/**
 * A person's subscription. Cancelling keeps it active until current_period_end (shown as expiring);
 * reactivating before then clears cancel_at_period_end. Display status: see shared/subscription-status.ts.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'restrict' }),
    billingCycle: text('billing_cycle', { enum: ['monthly', 'annual'] }).notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    providerSubscriptionId: text('provider_subscription_id').unique(),
    ...timestamps,
  },
  (t) => [index('subscriptions_user_idx').on(t.userId, t.currentPeriodEnd.desc())],
);

/** One checkout. Only a verified provider webhook moves it to paid (or failed, expired, refunded). */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id').references(() => plans.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: PLAN_KINDS }).notNull(),
    billingCycle: text('billing_cycle', { enum: BILLING_CYCLES }).notNull(),
    /** The ad an upgrade, boost or sponsorship is for. */
    adId: uuid('ad_id').references(() => advertisements.id, { onDelete: 'set null' }),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    /** The plan's name when bought, so the record stays readable after the plan changes. */
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    providerSessionId: text('provider_session_id').unique(),
    providerPaymentId: text('provider_payment_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('payments_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('payments_user_idx').on(t.userId, t.createdAt.desc()),
    index('payments_status_idx').on(t.status, t.createdAt.desc()),
  ],
);

/** Every provider event handled, by its id: a repeated delivery is recognised and changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('payment_events_provider_event_key').on(t.provider, t.eventId)],
);

/** A sponsored slot: the ad shows, labelled, on the home page and its category's page from starts_at to ends_at. */
export const sponsorships = pgTable(
  'sponsorships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adId: uuid('ad_id')
      .notNull()
      .references(() => advertisements.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sponsorships_ends_idx').on(t.endsAt), index('sponsorships_ad_idx').on(t.adId)],
);
