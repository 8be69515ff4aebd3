/** What a checkout is asked to sell (the payments row is already written, pending). */
export interface CheckoutInput {
  paymentId: string;
  userId: string;
  /** Shown on the provider's page: the plan's name in the buyer's language. */
  description: string;
  amountCents: number;
  currency: string;
  /** A one-time purchase, or a subscription renewed every month or year. */
  recurring: 'month' | 'year' | null;
  successUrl: string;
  cancelUrl: string;
}

export interface BillingPeriod {
  start: Date;
  end: Date;
}

/**
 * What a verified webhook says happened. `eventId` is the provider's own id of the event (kept in
 * payment_events so a repeated delivery is recognised).
 */
export type PaymentEvent =
  | {
      type: 'checkout_completed';
      eventId: string;
      sessionId: string;
      providerPaymentId: string | null;
      providerSubscriptionId: string | null;
      /** The subscription's first period when the provider says it; else it is counted from now. */
      period: BillingPeriod | null;
    }
  | { type: 'checkout_closed'; eventId: string; sessionId: string; outcome: 'expired' | 'failed' }
  | {
      type: 'subscription_renewed';
      eventId: string;
      providerSubscriptionId: string;
      period: BillingPeriod;
      providerPaymentId: string | null;
      /** What the renewal charged, when the provider says it (else the previous payment's amount). */
      amountCents: number | null;
      currency: string | null;
    }
  | { type: 'subscription_ended'; eventId: string; providerSubscriptionId: string }
  /** A well-signed event of a type we do not act on: answered 200 and forgotten. */
  | { type: 'ignored'; eventId: string; providerType: string };

/** A card payment provider (docs/decisions/014-monetisation.md): Stripe, or the built-in test one. */
export interface PaymentProvider {
  name: 'test' | 'stripe';
  /** Opens a hosted checkout; throws AppError PAYMENT_PROVIDER_UNAVAILABLE (502) when it cannot. */
  createCheckout(input: CheckoutInput): Promise<{ sessionId: string; url: string }>;
  /** Checks the signature over the raw body; throws AppError WEBHOOK_SIGNATURE_INVALID (400). */
  verifyWebhook(rawBody: string, headers: Headers): PaymentEvent;
  /** Cancelling keeps the subscription until its period ends; `false` resumes it. */
  setCancelAtPeriodEnd(providerSubscriptionId: string, cancel: boolean): Promise<void>;
}
