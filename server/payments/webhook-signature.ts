import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '../core/app-error';

/** Stripe's tolerance for a signed event's age (and ours for the test provider). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const hmacHex = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

export const invalidSignature = () => new AppError('WEBHOOK_SIGNATURE_INVALID', 400);
/** A correctly signed body that is not an event we can read. */
export const malformed = () => new AppError('VALIDATION_FAILED', 400);

/** A Stripe-style signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export function signatureHeader(secret: string, rawBody: string, now: Date): string {
  const t = Math.floor(now.getTime() / 1000);
  return `t=${t},v1=${hmacHex(secret, `${t}.${rawBody}`)}`;
}

/**
 * Verifies a Stripe-style signature header as Stripe's documentation says: any v1 entry may match
 * (secrets roll over), compared in constant time, and the timestamp must be within the tolerance
 * of `now` either way (a replayed old event is refused).
 */
export function verifySignatureHeader(secret: string, rawBody: string, header: string | null, now: Date) {
  if (!header) throw invalidSignature();
  const entries = header.split(',').map((part) => {
    const at = part.indexOf('=');
    return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
  });
  const t = entries.find(([key]) => key === 't')?.[1] ?? '';
  if (!/^\d{1,12}$/.test(t)) throw invalidSignature();
  if (Math.abs(now.getTime() / 1000 - Number(t)) > SIGNATURE_TOLERANCE_SECONDS) throw invalidSignature();
  const expected = Buffer.from(hmacHex(secret, `${t}.${rawBody}`), 'hex');
  const matches = entries.some(([key, value]) => {
    if (key !== 'v1' || !/^[0-9a-f]{64}$/i.test(value)) return false;
    return timingSafeEqual(Buffer.from(value, 'hex'), expected);
  });
  if (!matches) throw invalidSignature();
}
