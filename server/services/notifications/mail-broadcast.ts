import { and, asc, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user } from '../../db/schema/auth';
import { notificationBroadcasts, notifications } from '../../db/schema/notifications';
import { broadcastMail } from '../../mail/broadcast-mail';
import type { Mailer } from '../../mail/mailer';

/** How many recipients are read and mailed at a time (sent side by side, then the next batch). */
export const MAIL_BATCH_SIZE = 50;

/**
 * Mails a sent broadcast to each of its recipients that has an email address, batch by batch. Runs
 * after the answer (an audience of thousands must not hold the admin's request); a failed mail is
 * logged and changes nothing in-app.
 */
export function mailBroadcast(deps: { db: Db; mailer: Mailer; siteUrl: string }, broadcastId: string): void {
  void deliver(deps, broadcastId).catch((error) =>
    console.error(`mail of notification ${broadcastId} stopped`, error),
  );
}

async function deliver(deps: { db: Db; mailer: Mailer; siteUrl: string }, broadcastId: string) {
  const [text] = await deps.db
    .select({
      titleEn: notificationBroadcasts.titleEn,
      titleUk: notificationBroadcasts.titleUk,
      bodyEn: notificationBroadcasts.bodyEn,
      bodyUk: notificationBroadcasts.bodyUk,
    })
    .from(notificationBroadcasts)
    .where(eq(notificationBroadcasts.id, broadcastId));
  if (!text) return;
  let after = '';
  for (;;) {
    const batch = await deps.db
      .select({ id: user.id, email: user.email })
      .from(notifications)
      .innerJoin(user, eq(user.id, notifications.userId))
      .where(and(eq(notifications.broadcastId, broadcastId), ne(user.email, ''), gt(user.id, after)))
      .orderBy(asc(user.id))
      .limit(MAIL_BATCH_SIZE);
    const results = await Promise.allSettled(
      batch.map((row) => deps.mailer.send(broadcastMail(row.email, text, deps.siteUrl))),
    );
    results.forEach((result, i) => {
      if (result.status === 'rejected')
        console.error(`notification ${broadcastId}: mail to ${batch[i]?.id} not sent`, result.reason);
    });
    const last = batch.at(-1);
    if (!last || batch.length < MAIL_BATCH_SIZE) return;
    after = last.id;
  }
}
