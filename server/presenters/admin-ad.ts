import type { AdminAd } from '../../shared/schemas/admin-ads';
import type { Ad } from '../../shared/schemas/ads';
import type { ReviewReason } from '../../shared/schemas/review-reasons';
import type { Viewer } from '../core/viewer';
import type { AdRow, ImageRow } from '../services/ads/ad-query';
import type { ReviewFlagRow } from '../services/anti-spam/review-flags';
import type { RatingTotals } from '../services/ratings/rating-summaries';
import { type AdContext, presentAds } from './ad';
import { presentReviewReasons } from './review-reason';

/** The moderation list's page: each ad as an admin sees it, with why it is in the queue (reports that hid it first). */
export const presentAdminAds = (
  page: {
    rows: AdRow[];
    images: Map<string, ImageRow[]>;
    ratings: Map<string, RatingTotals>;
    flags: Map<string, ReviewFlagRow[]>;
  },
  admin: Viewer,
  context?: AdContext,
): AdminAd[] =>
  presentAds(page, admin, { ...context, place: 'admin' }).map((ad) => {
    const hiddenAt = page.rows.find((row) => row.ad.id === ad.id)?.ad.hiddenByReportsAt;
    const reported: ReviewReason[] = hiddenAt
      ? [{ kind: 'reported', hidden_at: hiddenAt.toISOString() }]
      : [];
    return { ...(ad as Ad), review_reasons: [...reported, ...presentReviewReasons(page.flags.get(ad.id))] };
  });
