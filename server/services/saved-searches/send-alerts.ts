import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { savedSearchPath, unsubscribePagePath } from '../../../shared/saved-searches';
import type { Db } from '../../db/client';
import { advertisements as ads } from '../../db/schema/ads';
import { user } from '../../db/schema/auth';
import { profiles } from '../../db/schema/profiles';
import { savedSearches, savedSearchMatches } from '../../db/schema/saved-searches';
import type { Mailer } from '../../mail/mailer';
import { savedSearchAlertMail } from '../../mail/saved-search-mail';
import { publiclyVisible } from '../ads/ad-query';
import type { BatchOptions } from '../expiry/expire-due-ads';
import { type NewNotification, sendNotifications } from '../notifications/notifications';
import { dueSavedSearches } from './due-alerts';
import { unsubscribeToken } from './unsubscribe-token';

const BATCH = 100;

export interface SendDeps {
  db: Db;
  mailer: Mailer;
  siteUrl: string;
  unsubscribeKey: string;
  clock: () => Date;
}

type Search = typeof savedSearches.$inferSelect;
type AlertAd = { id: string; title: string };

/** The notices of one alert: one per ad when instant, one for the lot in a digest. */
function notices(search: Search, found: AlertAd[]): NewNotification[] {
  const path = savedSearchPath(search.q, search.filters);
  const notice = (ad: AlertAd, count: number, adId: string | null): NewNotification => ({
    userId: search.userId,
    kind: 'saved_search_match',
    adId,
    data: { title: ad.title, saved_search: { id: search.id, name: search.name, count, path } },
  });
  if (search.frequency === 'instant') return found.map((ad) => notice(ad, 1, ad.id));
  const [first] = found;
  return first ? [notice(first, found.length, found.length === 1 ? first.id : null)] : [];
}

/**
 * Claims the search's unsent matches (marked sent in the transaction that writes the notices) and
 * returns the search and the claimed ads still visible, newest first; null when another pass took them.
 */
async function claim(db: Db, id: string, now: Date) {
  return db.transaction(async (tx) => {
    const [search] = await tx.select().from(savedSearches).where(eq(savedSearches.id, id)).for('update');
    if (!search || search.paused) return null;
    const claimed = await tx
      .update(savedSearchMatches)
      .set({ sentAt: now })
      .where(and(eq(savedSearchMatches.savedSearchId, id), isNull(savedSearchMatches.sentAt)))
      .returning({ adId: savedSearchMatches.adId });
    if (claimed.length === 0) return null;
    if (search.frequency !== 'instant')
      await tx.update(savedSearches).set({ lastDigestAt: now }).where(eq(savedSearches.id, id));
    const found = await tx
      .select({ id: ads.id, title: ads.title })
      .from(ads)
      .where(
        and(
          inArray(
            ads.id,
            claimed.map((c) => c.adId),
          ),
          publiclyVisible,
        ),
      )
      .orderBy(desc(ads.listedAt), desc(ads.id));
    if (search.notifyInApp) await sendNotifications(tx, notices(search, found));
    return { search, found };
  });
}

async function mailAlert(deps: SendDeps, search: Search, found: AlertAd[]) {
  const [person] = await deps.db
    .select({ email: user.email, language: profiles.language })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, search.userId));
  if (!person?.email) return;
  const token = unsubscribeToken(search.id, deps.unsubscribeKey);
  const content = {
    searchName: search.name,
    searchUrl: `${deps.siteUrl}${savedSearchPath(search.q, search.filters)}`,
    unsubscribeUrl: `${deps.siteUrl}${unsubscribePagePath(token)}`,
    oneClickUrl: `${deps.siteUrl}/api/v1/unsubscribe/${encodeURIComponent(token)}`,
  };
  // One mail for what the pass claimed, also when instant: a moderator approving a batch of matching
  // ads sends one mail listing them, not a mail per ad (the bell still has a notice per ad).
  const ads = found.map((ad) => ({ title: ad.title, url: `${deps.siteUrl}/ads/${ad.id}` }));
  const mail = savedSearchAlertMail(person.email, { ...content, ads }, person.language);
  await deps.mailer
    .send(mail)
    .catch((error) => console.error(`saved search ${search.id}: alert not sent`, error));
}

/**
 * Sends every due alert: each search's unsent matches are claimed with their notices in one
 * transaction, then mailed after it commits. A pass stopped anywhere resumes with what is unclaimed:
 * at most the mail of the one search being sent is lost, never sent twice. Returns the searches alerted.
 */
export async function sendDueAlerts(deps: SendDeps, options: BatchOptions = {}): Promise<string[]> {
  const size = options.batchSize ?? BATCH;
  const alerted: string[] = [];
  for (;;) {
    options.signal?.throwIfAborted();
    const now = deps.clock();
    const due = await dueSavedSearches(deps.db, now, size);
    const batch: string[] = [];
    for (const id of due) {
      const claimed = await claim(deps.db, id, now);
      if (!claimed || claimed.found.length === 0) continue;
      if (claimed.search.notifyEmail) await mailAlert(deps, claimed.search, claimed.found);
      batch.push(id);
    }
    alerted.push(...batch);
    if (batch.length > 0) options.afterBatch?.(batch);
    if (due.length < size) return alerted;
  }
}
