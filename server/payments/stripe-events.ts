import type { BillingPeriod, PaymentEvent } from './payment-provider';
import { malformed } from './webhook-signature';

// Stripe's event objects, as far as we read them (https://docs.stripe.com/api/events/types).
type StripeObject = Record<string, unknown>;

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);
/** An id field, whether Stripe sent the id or the expanded object. */
const idOf = (value: unknown): string | null =>
  text(value) ?? (value && typeof value === 'object' ? text((value as StripeObject).id) : null);
const record = (value: unknown): StripeObject =>
  value && typeof value === 'object' ? (value as StripeObject) : {};
const unixDate = (value: unknown) => (typeof value === 'number' ? new Date(value * 1000) : null);

function periodOf(invoice: StripeObject): BillingPeriod | null {
  // The line's period is the one paid for; the invoice's own period_start/end is the one before.
  const line = (record(invoice.lines).data as unknown[] | undefined)?.[0];
  const period = record(record(line).period);
  const start = unixDate(period.start);
  const end = unixDate(period.end);
  return start && end ? { start, end } : null;
}

function subscriptionOfInvoice(invoice: StripeObject): string | null {
  // Older API versions name it on the invoice; newer ones under parent.subscription_details.
  return idOf(invoice.subscription) ?? idOf(record(record(invoice.parent).subscription_details).subscription);
}

/** A verified Stripe event as one of ours; types we do not act on come back as 'ignored'. */
export function stripeEventToPaymentEvent(event: StripeObject): PaymentEvent {
  const eventId = text(event.id);
  const type = text(event.type);
  if (!eventId || !type) throw malformed();
  const object = record(record(event.data).object);
  const ignored: PaymentEvent = { type: 'ignored', eventId, providerType: type };
  const objectId = text(object.id);
  switch (type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      // A delayed payment method completes the session unpaid; its async_payment_* event follows.
      if (!objectId || object.payment_status === 'unpaid') return ignored;
      return {
        type: 'checkout_completed',
        eventId,
        sessionId: objectId,
        providerPaymentId: idOf(object.payment_intent) ?? idOf(object.invoice),
        providerSubscriptionId: idOf(object.subscription),
        period: null,
      };
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed':
      if (!objectId) return ignored;
      return {
        type: 'checkout_closed',
        eventId,
        sessionId: objectId,
        outcome: type === 'checkout.session.expired' ? 'expired' : 'failed',
      };
    case 'invoice.paid': {
      // The first invoice is the checkout's own; only the later cycles are renewals.
      const subscription = subscriptionOfInvoice(object);
      const period = periodOf(object);
      if (object.billing_reason !== 'subscription_cycle' || !subscription || !period) return ignored;
      return {
        type: 'subscription_renewed',
        eventId,
        providerSubscriptionId: subscription,
        period,
        providerPaymentId: idOf(object.payment_intent) ?? text(object.id),
        amountCents: typeof object.amount_paid === 'number' ? object.amount_paid : null,
        currency: text(object.currency)?.toUpperCase() ?? null,
      };
    }
    case 'customer.subscription.deleted':
      return objectId ? { type: 'subscription_ended', eventId, providerSubscriptionId: objectId } : ignored;
    default:
      return ignored;
  }
}
