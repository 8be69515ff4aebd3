import { and, asc, eq, gt, isNull, lte, not } from 'drizzle-orm';
import { renewLinkPath } from '../../../shared/expiry';
import type { Db } from '../../db/client';
import { advertisements as ads } from '../../db/schema/ads';
import { user } from '../../db/schema/auth';
import { cities } from '../../db/schema/catalog';
import { profiles } from '../../db/schema/profiles';
import { expiryReminderMail } from '../../mail/expiry-reminder-mail';
import type { Mailer } from '../../mail/mailer';
import { sendNotifications } from '../notifications/notifications';
import type { BatchOptions } from './expire-due-ads';

const DAY_MS = 86_400_000;
const BATCH = 100;

export interface ReminderDeps {
  db: Db;
  mailer: Mailer;
  siteUrl: string;
}

/** Approved ads (not events: they end with their date) expiring within the reminder days, not yet reminded. */
function dueReminders(db: Db, now: Date, reminderDays: number, limit: number) {
  return db
    .select({ id: ads.id })
    .from(ads)
    .where(
      and(
        eq(ads.status, 'approved'),
        not(ads.isEvent),
        isNull(ads.expiryRemindedAt),
        gt(ads.expiresAt, now),
        lte(ads.expiresAt, new Date(now.getTime() + reminderDays * DAY_MS)),
      ),
    )
    .orderBy(asc(ads.expiresAt))
    .limit(limit);
}

/**
 * Tells each owner whose ad expires within `reminderDays` (an in-app notice and a mail in their
 * language, with one link to renew), once per expiry: each ad is marked reminded in the transaction
 * that writes its notice, and its mail goes after that commits. A pass stopped anywhere resumes with
 * the ads not yet marked; at most the mail of the one ad being sent is lost, never sent twice.
 * Returns the ids reminded.
 */
export async function remindOwners(
  deps: ReminderDeps,
  now: Date,
  reminderDays: number,
  options: BatchOptions = {},
): Promise<string[]> {
  const size = options.batchSize ?? BATCH;
  const reminded: string[] = [];
  for (;;) {
    options.signal?.throwIfAborted();
    const due = await dueReminders(deps.db, now, reminderDays, size);
    const batch: string[] = [];
    for (const { id } of due) {
      if (await remindOne(deps, id, now)) batch.push(id);
    }
    reminded.push(...batch);
    if (batch.length > 0) options.afterBatch?.(batch);
    if (due.length < size) return reminded;
  }
}

async function remindOne(deps: ReminderDeps, id: string, now: Date): Promise<boolean> {
  const claimed = await deps.db.transaction(async (tx) => {
    const [ad] = await tx
      .update(ads)
      .set({ expiryRemindedAt: now })
      .where(and(eq(ads.id, id), eq(ads.status, 'approved'), isNull(ads.expiryRemindedAt)))
      .returning({ id: ads.id, userId: ads.userId, title: ads.title, expiresAt: ads.expiresAt });
    if (!ad?.expiresAt) return null;
    await sendNotifications(tx, [
      {
        userId: ad.userId,
        kind: 'ad_expiring',
        adId: ad.id,
        data: { title: ad.title, expires_at: ad.expiresAt.toISOString() },
      },
    ]);
    return { ...ad, expiresAt: ad.expiresAt };
  });
  if (!claimed) return false;
  const [owner] = await deps.db
    .select({ email: user.email, language: profiles.language, timeZone: cities.timeZone })
    .from(ads)
    .innerJoin(user, eq(user.id, ads.userId))
    .innerJoin(cities, eq(cities.id, ads.cityId))
    .leftJoin(profiles, eq(profiles.id, ads.userId))
    .where(eq(ads.id, id));
  if (owner?.email) {
    const mail = expiryReminderMail(
      owner.email,
      {
        title: claimed.title,
        expiresAt: claimed.expiresAt,
        timeZone: owner.timeZone,
        renewUrl: `${deps.siteUrl}${renewLinkPath(id)}`,
      },
      owner.language,
    );
    await deps.mailer
      .send(mail)
      .catch((error) => console.error(`expiry reminder for ad ${id} not sent`, error));
  }
  return true;
}
