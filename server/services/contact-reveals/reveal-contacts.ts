import { and, count, eq, gt, min, sql } from 'drizzle-orm';
import type { Language } from '../../../shared/constants';
import { formatTimeUntil } from '../../../shared/time-until';
import { AppError } from '../../core/app-error';
import type { Deps } from '../../core/deps';
import type { Viewer } from '../../core/viewer';
import { contactReveals } from '../../db/schema/contact-reveals';
import { assertMayRevealContacts } from '../../policies/ad';
import type { AdRow } from '../ads/ad-query';
import { getAdForPage } from '../ads/get-ad';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A signed-in person reveals an ad's contact details (docs/decisions/031): an ad on offer they may
 * see (not an ended event, whose page is history: docs/decisions/035), whose owner and they
 * have not blocked one another (else 404). The first reveal of each ad is logged, one
 * row per person and ad, and counts against `contact_reveals_per_day` distinct ads in the last 24
 * hours; revealing an ad again is free. Past the cap: 429 with the time until the oldest of the day's
 * reveals leaves the window. The owner gets their own ad's details without a row.
 */
export async function revealContacts(
  deps: Pick<Deps, 'db' | 'clock' | 'trust'>,
  viewer: Viewer,
  adId: string,
  lang: Language,
): Promise<AdRow['ad']> {
  const now = deps.clock();
  const { row } = await getAdForPage(deps.db, adId, viewer, now);
  const ad = row.ad;
  if (ad.userId === viewer.id) return ad;
  assertMayRevealContacts(viewer, ad, now);
  const { contact_reveals_per_day: perDay } = await deps.trust.read();
  await deps.db.transaction(async (tx) => {
    // One person's reveals one at a time: two at once cannot both take the day's last one.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`contact_reveals:${viewer.id}`}, 0))`,
    );
    const [seen] = await tx
      .select({ at: contactReveals.revealedAt })
      .from(contactReveals)
      .where(and(eq(contactReveals.adId, ad.id), eq(contactReveals.userId, viewer.id)));
    if (seen) return;
    const since = new Date(now.getTime() - DAY_MS);
    const [today] = await tx
      .select({ n: count(), oldest: min(contactReveals.revealedAt) })
      .from(contactReveals)
      .where(and(eq(contactReveals.userId, viewer.id), gt(contactReveals.revealedAt, since)));
    if ((today?.n ?? 0) >= perDay) {
      const oldest = today?.oldest ? new Date(today.oldest) : now;
      const seconds = Math.max(1, Math.ceil((oldest.getTime() + DAY_MS - now.getTime()) / 1000));
      throw new AppError('CONTACT_REVEAL_LIMITED', 429, {
        params: { time: formatTimeUntil(seconds, lang) },
        headers: { 'Retry-After': String(seconds) },
      });
    }
    await tx.insert(contactReveals).values({ adId: ad.id, userId: viewer.id, revealedAt: now });
  });
  return ad;
}
