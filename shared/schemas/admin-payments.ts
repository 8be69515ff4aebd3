import { z } from 'zod';
import type { ValidationKey } from '../i18n/en/validation';
import { PLAN_KINDS } from '../plan-kinds';
import { SUBSCRIPTION_DISPLAY_STATUSES } from '../subscription-status';
import { text, token } from './text';

// The same values as server/db/schema/monetization.ts (shared code does not import the server);
// tests/api/admin-payments.test.ts checks they stay equal.
export const PAYMENT_STATUS_VALUES = ['pending', 'paid', 'failed', 'expired', 'refunded'] as const;
export type PaymentStatusValue = (typeof PAYMENT_STATUS_VALUES)[number];
export const PAYMENT_KIND_VALUES = PLAN_KINDS;
export type PaymentKindValue = (typeof PAYMENT_KIND_VALUES)[number];

export const ADMIN_PAYMENTS_PAGE_SIZE = 30;
export const ADMIN_PAYMENTS_PAGE_SIZE_MAX = 100;
export const PERSON_FILTER_MAX = 200;
export const REFUND_REASON_MAX = 500;
export const TOTALS_MONTHS_DEFAULT = 12;
export const TOTALS_MONTHS_MAX = 36;

const msg = (key: ValidationKey) => ({ message: key });

/** A calendar day as YYYY-MM-DD that exists (no 2025-02-30). */
const day = token(msg('dateInvalid'))
  .regex(/^\d{4}-\d{2}-\d{2}$/, msg('dateInvalid'))
  .refine((v) => {
    const date = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === v;
  }, msg('dateInvalid'))
  .optional();

export const AdminPaymentsQuery = z
  .object({
    status: z.enum(PAYMENT_STATUS_VALUES, msg('invalidValue')).optional(),
    kind: z.enum(PAYMENT_KIND_VALUES, msg('invalidValue')).optional(),
    person: text(msg('invalidValue'))
      .max(PERSON_FILTER_MAX, msg('searchQueryTooLong'))
      .optional()
      .meta({ description: "Part of the payer's display name or email, any case" }),
    from: day.meta({ description: 'First day (YYYY-MM-DD, site time zone), inclusive' }),
    to: day.meta({ description: 'Last day (YYYY-MM-DD, site time zone), inclusive' }),
    cursor: token().max(500).optional().meta({ description: 'next_cursor of the previous page' }),
    limit: z.coerce
      .number(msg('invalidValue'))
      .int(msg('invalidValue'))
      .min(1, msg('invalidValue'))
      .max(ADMIN_PAYMENTS_PAGE_SIZE_MAX, msg('invalidValue'))
      .default(ADMIN_PAYMENTS_PAGE_SIZE),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { path: ['to'], ...msg('dateRangeInvalid') });
export type AdminPaymentsQuery = z.input<typeof AdminPaymentsQuery>;

const when = z.iso.datetime({ offset: true });

export const AdminPayment = z
  .object({
    id: z.uuid(),
    created_at: when,
    paid_at: when.nullable(),
    refunded_at: when.nullable(),
    status: z.enum(PAYMENT_STATUS_VALUES),
    kind: z.enum(PAYMENT_KIND_VALUES),
    billing_cycle: z.enum(['one_time', 'monthly', 'annual']),
    description: z.string().meta({ description: "The plan's name when bought" }),
    amount_cents: z.number().int(),
    currency: z.string().meta({ description: 'ISO 4217 code, e.g. USD' }),
    provider: z.enum(['test', 'stripe']),
    provider_payment_id: z.string().nullable(),
    person: z.object({ id: z.string(), display_name: z.string(), email: z.string() }),
    ad: z.object({ id: z.uuid(), title: z.string() }).nullable().meta({ description: 'The ad it was for' }),
  })
  .meta({ id: 'AdminPayment' });
export type AdminPayment = z.infer<typeof AdminPayment>;

export const AdminPaymentPage = z
  .object({
    items: z.array(AdminPayment),
    total: z.number().int().meta({ description: 'How many payments match the filters' }),
    next_cursor: z.string().nullable().meta({ description: 'For the next (older) page; null at the end' }),
  })
  .meta({ id: 'AdminPaymentPage' });
export type AdminPaymentPage = z.infer<typeof AdminPaymentPage>;

export const AdminPaymentDetail = AdminPayment.extend({
  provider_session_id: z.string().nullable(),
  refund_reason: z.string().nullable().meta({ description: 'What the admin wrote when marking the refund' }),
  bought: z
    .object({
      ad: z
        .object({ id: z.uuid(), title: z.string(), is_paid: z.boolean(), paid_until: when.nullable() })
        .nullable(),
      sponsorship: z.object({ id: z.uuid(), starts_at: when, ends_at: when }).nullable(),
      subscription: z
        .object({
          id: z.uuid(),
          status: z.enum(SUBSCRIPTION_DISPLAY_STATUSES),
          billing_cycle: z.enum(['monthly', 'annual']),
          current_period_start: when,
          current_period_end: when,
          cancel_at_period_end: z.boolean(),
        })
        .nullable(),
    })
    .meta({ description: 'What the payment bought, as it stands now' }),
}).meta({ id: 'AdminPaymentDetail' });
export type AdminPaymentDetail = z.infer<typeof AdminPaymentDetail>;

export const RefundInput = z
  .object({
    reason: text(msg('invalidValue'), { lines: true })
      .trim()
      .max(REFUND_REASON_MAX, msg('refundReasonTooLong'))
      .optional()
      .meta({ description: `Why (at most ${REFUND_REASON_MAX} characters); kept in the audit log` }),
  })
  .meta({ id: 'RefundInput' });

/** What the refund ended: an upgrade's paid placement, a sponsorship, a subscription, or nothing (a boost). */
export const REFUND_ENDED = ['paid_placement', 'sponsorship', 'subscription', 'nothing'] as const;
export type RefundEnded = (typeof REFUND_ENDED)[number];

export const RefundResult = z
  .object({
    payment: AdminPaymentDetail,
    ended: z.enum(REFUND_ENDED).meta({
      description:
        'What ended now: paid_placement (upgrade), sponsorship, subscription; nothing for a boost ' +
        '(it already happened) or when what it bought is gone',
    }),
  })
  .meta({ id: 'RefundResult' });
export type RefundResult = z.infer<typeof RefundResult>;

export const PaymentTotalsQuery = z.object({
  months: z.coerce
    .number(msg('invalidValue'))
    .int(msg('invalidValue'))
    .min(1, msg('invalidValue'))
    .max(TOTALS_MONTHS_MAX, msg('invalidValue'))
    .default(TOTALS_MONTHS_DEFAULT)
    .meta({ description: `How many months back, this one included (1–${TOTALS_MONTHS_MAX})` }),
});

export const PaymentMonthTotal = z.object({
  month: z.string().meta({ description: 'YYYY-MM in the site time zone' }),
  currency: z.string(),
  paid_count: z.number().int().meta({ description: 'Payments paid that month (refunded later included)' }),
  paid_cents: z.number().int(),
  refunded_count: z.number().int().meta({ description: 'Payments marked refunded that month' }),
  refunded_cents: z.number().int(),
  net_cents: z.number().int().meta({ description: 'paid_cents − refunded_cents' }),
});
export type PaymentMonthTotal = z.infer<typeof PaymentMonthTotal>;

export const PaymentTotals = z
  .object({
    time_zone: z.string(),
    rows: z.array(PaymentMonthTotal).meta({
      description: 'Newest month first; for each month every currency seen in the range (zeros where none)',
    }),
  })
  .meta({ id: 'PaymentTotals' });
export type PaymentTotals = z.infer<typeof PaymentTotals>;
