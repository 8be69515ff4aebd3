import { eq } from 'drizzle-orm';
import type { Language } from '../../../shared/constants';
import { formatTimeUntil } from '../../../shared/time-until';
import { AppError } from '../../core/app-error';
import type { Deps } from '../../core/deps';
import type { Viewer } from '../../core/viewer';
import { user } from '../../db/schema/auth';
import { skipsNewAccountLimit } from '../../policies/ad';
import { checkRateLimit } from '../rate-limit/check-rate-limit';

const DAY_MS = 24 * 60 * 60 * 1000;
const ACTION = 'new_account_ad';

function refusal(seconds: number, lang: Language): AppError {
  const wait = Math.max(1, Math.ceil(seconds));
  return new AppError('NEW_ACCOUNT_AD_LIMIT', 429, {
    params: { time: formatTimeUntil(wait, lang) },
    headers: { 'Retry-After': String(wait) },
  });
}

/**
 * A person whose account is younger than `new_account_days` posts at most `new_account_ads_per_day`
 * ads in any 24 hours (both trust settings, read at each post, so a change applies at once); the next
 * one is refused with 429 and when they can post again. Counted by the shared limiter, so deleting an
 * ad gives no new one. Admins are not limited. Returns when the account was made if it is new (the
 * queue says so).
 */
export async function admitNewAd(
  deps: Pick<Deps, 'db' | 'clock' | 'trust'>,
  viewer: Viewer,
  lang: Language,
): Promise<{ newAccountSince: Date | null }> {
  if (skipsNewAccountLimit(viewer)) return { newAccountSince: null };
  const [account] = await deps.db
    .select({ createdAt: user.createdAt })
    .from(user)
    .where(eq(user.id, viewer.id));
  const settings = await deps.trust.read();
  const grownUpAt = (account?.createdAt.getTime() ?? 0) + settings.new_account_days * DAY_MS;
  const now = deps.clock().getTime();
  if (!account || now >= grownUpAt) return { newAccountSince: null };
  const result = await checkRateLimit(deps.db, `user:${viewer.id}`, ACTION, {
    limit: settings.new_account_ads_per_day,
    windowMinutes: 24 * 60,
  });
  if (!result.allowed) throw refusal(Math.min(result.retry_after, (grownUpAt - now) / 1000), lang);
  return { newAccountSince: account.createdAt };
}
