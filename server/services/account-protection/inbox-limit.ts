import type { Db } from '../../db/client';
import type { Mail, Mailer } from '../../mail/mailer';
import { checkRateLimit } from '../rate-limit/check-rate-limit';

/**
 * Account mails nobody signed in asked for (a password reset, "someone tried to register with your
 * address") that one inbox gets, whoever asks from wherever: the per-address limits alone let many
 * addresses fill one inbox.
 */
export const ACCOUNT_MAILS_PER_INBOX = { limit: 3, windowMinutes: 60 } as const;

/**
 * Sends `mail` unless its inbox had its share this hour; beyond that it is dropped without a word,
 * as the answer must not tell anything about the address.
 */
export async function sendWithinInboxLimit(db: Db, mailer: Mailer, mail: Mail): Promise<void> {
  const inbox = `inbox:${mail.to.trim().toLowerCase()}`;
  const { allowed } = await checkRateLimit(db, inbox, 'account_mail', ACCOUNT_MAILS_PER_INBOX);
  if (allowed) await mailer.send(mail);
}
