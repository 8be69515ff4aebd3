import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Language } from '../../../shared/constants';
import { isRenewable } from '../../../shared/expiry';
import { dateFormat, plainSpaces } from '../../../shared/intl';
import { AppError } from '../../core/app-error';
import type { Deps } from '../../core/deps';
import type { Viewer } from '../../core/viewer';
import { advertisements as ads } from '../../db/schema/ads';
import { type AdAnswer, adAnswer } from '../ads/ad-answer';
import { adForEditing, type EditableAd } from '../ads/ad-for-editing';
import type { RequestFacts } from '../ads/request-facts';
import { rememberLanguage } from '../profiles/remember-language';
import { expiryFrom } from './expiry-sql';

const DAY_MS = 86_400_000;
const LOCALES: Record<Language, string> = { uk: 'uk-UA', en: 'en-US' };

/** Why this ad cannot be renewed now (409), in the caller's language. */
function refusal(ad: EditableAd, windowDays: number, language: Language, timeZone: string): AppError {
  if (ad.isEvent) return new AppError('EVENT_NOT_RENEWABLE', 409);
  if (ad.status !== 'approved' || !ad.expiresAt) return new AppError('AD_NOT_RENEWABLE', 409);
  const opens = new Date(ad.expiresAt.getTime() - windowDays * DAY_MS);
  const date = plainSpaces(dateFormat(LOCALES[language], { dateStyle: 'long', timeZone }).format(opens));
  return new AppError('AD_RENEWAL_TOO_EARLY', 409, { params: { date } });
}

/**
 * The owner (or an admin) renews an ad: an expired one, or an approved one within
 * renewal_window_days of its expiry. Its expiry moves on from now by its lifetime (never back); an
 * expired ad is approved again. Nothing else changes: it keeps its place in "newest first"
 * (listed_at) and any paid period, so a boost stays the only way to the top (docs/decisions/029).
 * Counted against ad_renew before anything is looked up. Returns the ad as renewed.
 */
export async function renewAd(
  deps: Pick<Deps, 'db' | 'clock' | 'trust' | 'env' | 'searchCache' | 'wakeups'>,
  viewer: Viewer | null,
  id: string,
  { language, spend }: RequestFacts,
): Promise<AdAnswer> {
  if (!viewer) throw new AppError('UNAUTHORIZED', 401);
  await spend();
  const ad = await adForEditing(deps.db, viewer, id);
  const settings = await deps.trust.read();
  const now = deps.clock();
  if (!isRenewable(ad, now, settings.renewal_window_days)) {
    throw refusal(ad, settings.renewal_window_days, language, deps.env.SITE_TIME_ZONE);
  }
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const next = sql`greatest(coalesce(${ads.expiresAt}, ${nowSql}), ${expiryFrom(now, settings.ad_lifetime_days)})`;
  const remindBy = new Date(now.getTime() + settings.expiry_reminder_days * DAY_MS);
  const [renewed] = await deps.db
    .update(ads)
    .set({
      status: 'approved',
      expiresAt: next,
      // Its owner has just acted: no reminder for an expiry already within the reminder days.
      expiryRemindedAt: sql`case when ${next} <= ${remindBy.toISOString()}::timestamptz then ${nowSql} end`,
    })
    // A moderator may have changed its status meanwhile: then nothing is renewed.
    .where(and(eq(ads.id, ad.id), inArray(ads.status, ['approved', 'expired'])))
    .returning({ id: ads.id });
  if (!renewed) throw new AppError('AD_NOT_RENEWABLE', 409);
  deps.searchCache.forget();
  deps.wakeups.expiry.request();
  await rememberLanguage(deps.db, viewer.id, language);
  return adAnswer(deps, ad.id, viewer);
}
