import { eq } from 'drizzle-orm';
import type { Deps } from '../../core/deps';
import { user } from '../../db/schema/auth';
import { accountPausedText } from '../../mail/account-paused-text';
import { broadcastMail } from '../../mail/broadcast-mail';
import { recordAuthEvent } from '../auth-events/record-auth-event';
import { sendNotifications } from '../notifications/notifications';

type NoticeDeps = Pick<Deps, 'db' | 'mailer' | 'env'>;
type From = { ipAddress: string; userAgent: string | null };

/**
 * Tells the owner that wrong passwords paused sign-in to their account (under the bell and by mail)
 * and logs it with the address of the last try. Runs after the answer, whose timing must not tell
 * that the account exists; a failure is logged and changes nothing else.
 */
export function notifyAccountPaused(deps: NoticeDeps, userId: string, from: From): void {
  void deliver(deps, userId, from).catch((error) =>
    console.error(`sign-in pause notice for ${userId} not sent`, error),
  );
}

async function deliver(deps: NoticeDeps, userId: string, from: From) {
  await recordAuthEvent(deps.db, { event: 'sign_in_paused', outcome: 'ACCOUNT_LOCKED', userId, ...from });
  const text = accountPausedText(deps.env.baseUrl);
  await sendNotifications(deps.db, [
    {
      userId,
      kind: 'message',
      data: { title_en: text.titleEn, title_uk: text.titleUk, body_en: text.bodyEn, body_uk: text.bodyUk },
    },
  ]);
  const [owner] = await deps.db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  if (owner?.email) await deps.mailer.send(broadcastMail(owner.email, text, deps.env.baseUrl));
}
