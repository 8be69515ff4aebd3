import { randomUUID } from 'node:crypto';
import type { Mailer } from '../mail/mailer';

/**
 * better-auth needs a unique email on every account; one made with a phone number has none, so it
 * gets a random address under a reserved domain (RFC 2606: `.invalid` never resolves). Nobody can
 * receive mail there, so none is sent (mailerSkippingPhoneAccounts), and the profile shows "no
 * email yet" until the person adds one (a confirmed change replaces it).
 */
const PHONE_ACCOUNT_DOMAIN = 'phone.hromada.invalid';

export const phoneAccountEmail = () => `phone-${randomUUID()}@${PHONE_ACCOUNT_DOMAIN}`;

export const isPhoneAccountEmail = (email: string) =>
  email.trim().toLowerCase().endsWith(`@${PHONE_ACCOUNT_DOMAIN}`);

/** The site's mailer, but silent for the stand-in address of a phone-only account. */
export function mailerSkippingPhoneAccounts(mailer: Mailer): Mailer {
  return { send: async (mail) => (isPhoneAccountEmail(mail.to) ? undefined : mailer.send(mail)) };
}
