import Stripe from 'stripe';
import { AppError } from '../core/app-error';

/** Stripe's tolerance for a signed event's age (and ours for the test provider). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export const invalidSignature = () => new AppError('WEBHOOK_SIGNATURE_INVALID', 400);
/** A correctly signed body that is not an event we can read. */
export const malformed = () => new AppError('VALIDATION_FAILED', 400);

const unixSeconds = (at: Date) => Math.floor(at.getTime() / 1000);

/** A Stripe-Signature header, `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, made by Stripe's SDK. */
export function signatureHeader(secret: string, rawBody: string, now: Date): string {
  return Stripe.webhooks.generateTestHeaderString({ payload: rawBody, secret, timestamp: unixSeconds(now) });
}

/** The SDK lets a timestamp from the future through; we kept refusing one past the tolerance. */
function signedInTheFuture(header: string, now: Date): boolean {
  const stamps = header.split(',').filter((part) => part.startsWith('t='));
  return Number(stamps.at(-1)?.slice(2)) - unixSeconds(now) > SIGNATURE_TOLERANCE_SECONDS;
}

/**
 * The parsed body of a webhook signed with a Stripe-Signature header, checked by Stripe's SDK
 * (`webhooks.constructEvent`): any v1 entry may match (secrets roll over), compared in constant
 * time, and the event is at most the tolerance old at `now` (a replayed old event is refused).
 */
export function verifiedWebhookBody(
  secret: string,
  rawBody: string,
  header: string | null,
  now: Date,
): unknown {
  if (!header || signedInTheFuture(header, now)) throw invalidSignature();
  try {
    return Stripe.webhooks.constructEvent(
      rawBody,
      header,
      secret,
      SIGNATURE_TOLERANCE_SECONDS,
      undefined,
      now.getTime(),
    );
  } catch (error) {
    throw error instanceof Stripe.errors.StripeSignatureVerificationError ? invalidSignature() : malformed();
  }
}
