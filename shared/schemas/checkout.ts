import { z } from 'zod';
import type { ValidationKey } from '../i18n/en/validation';
import { PLAN_KINDS } from '../plan-kinds';
import { PAYMENT_STATUS_VALUES } from './admin-payments';
import { token } from './text';

const msg = (key: ValidationKey) => ({ message: key });
const when = z.iso.datetime({ offset: true });

export const CheckoutInput = z
  .object({
    plan_id: token(msg('invalidValue')).max(100, msg('invalidValue')),
    ad_id: token(msg('invalidValue'))
      .max(100, msg('invalidValue'))
      .optional()
      .meta({ description: 'The ad an upgrade, boost or sponsorship is for (the caller’s own, approved)' }),
    billing_cycle: z
      .enum(['monthly', 'annual'], msg('invalidValue'))
      .optional()
      .meta({ description: 'Required for a subscription plan' }),
  })
  .strict()
  .meta({ id: 'CheckoutInput' });
export type CheckoutInput = z.infer<typeof CheckoutInput>;

export const CheckoutStarted = z
  .object({
    payment_id: z.uuid(),
    checkout_url: z.url().meta({ description: 'Where to send the person to pay (the provider’s page)' }),
  })
  .meta({ id: 'CheckoutStarted' });
export type CheckoutStarted = z.infer<typeof CheckoutStarted>;

export const OwnPayment = z
  .object({
    id: z.uuid(),
    status: z.enum(PAYMENT_STATUS_VALUES),
    kind: z.enum(PLAN_KINDS),
    ad_id: z.uuid().nullable(),
    description: z.string(),
    amount_cents: z.number().int(),
    currency: z.string(),
    created_at: when,
    paid_at: when.nullable(),
  })
  .meta({ id: 'OwnPayment' });
export type OwnPayment = z.infer<typeof OwnPayment>;

export const TestCheckout = z
  .object({
    payment_id: z.uuid(),
    kind: z.enum(PLAN_KINDS),
    description: z.string(),
    amount_cents: z.number().int(),
    currency: z.string(),
    billing_cycle: z.enum(['one_time', 'monthly', 'annual']),
    status: z.enum(PAYMENT_STATUS_VALUES),
    return_url: z.string().meta({ description: 'Where the page goes after paying or cancelling' }),
  })
  .meta({ id: 'TestCheckout' });
export type TestCheckout = z.infer<typeof TestCheckout>;

export const TestCheckoutOutcome = z
  .object({ status: z.enum(PAYMENT_STATUS_VALUES), return_url: z.string() })
  .meta({ id: 'TestCheckoutOutcome' });
export type TestCheckoutOutcome = z.infer<typeof TestCheckoutOutcome>;

export const WebhookReceipt = z
  .object({
    received: z.literal(true),
    duplicate: z.boolean().meta({ description: 'The event was handled before; nothing changed now' }),
  })
  .meta({ id: 'WebhookReceipt' });
