import { contactFieldsOf } from '../../shared/ad-contact';
import { eventHasEnded } from '../../shared/expiry';
import { isCurrentlyPaid } from '../../shared/paid';
import type { Ad, AdContacts, AdImage, MemberAd, PublicAd } from '../../shared/schemas/ads';
import type { Viewer } from '../core/viewer';
import { maySeeUnpublishedAd, seesContactsWithAd } from '../policies/ad';
import { adAbilities } from '../policies/ad-abilities';
import type { AdRow, ImageRow } from '../services/ads/ad-query';
import { NO_RATINGS, type RatingTotals } from '../services/ratings/rating-summaries';
import { presentCategory, presentCity } from './catalog';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Every stored photo has a `-thumb.webp` twin beside its `-full.webp` (see services/images/ad-images). */
export function presentImage(row: ImageRow): AdImage {
  return {
    id: row.id,
    storage_path: row.storagePath,
    thumbnail_path: row.storagePath.replace(/-full\.webp$/, '-thumb.webp'),
    is_primary: row.isPrimary,
  };
}

/** An ad's images in their order (the answer of the image routes). */
export const presentImages = (rows: ImageRow[]): AdImage[] => rows.map(presentImage);

/**
 * What answers about ads may depend on: `now` (the request's Deps.clock where the caller has it),
 * the trust setting renewal_window_days (services/expiry/renewal-context.ts; without it no ad is
 * offered for renewal) and `place`: 'admin' in /admin, where admins see contact fields.
 */
export interface AdContext {
  now?: Date;
  renewalWindowDays?: number;
  place?: 'public' | 'admin';
}

/**
 * The only way from an ad row to JSON. Visitors get no contact field at all, not even empty ones;
 * other signed-in people get its owner but no contact field either, unless `place` is /admin and
 * they are an admin (policies/ad.ts: seesContactsWithAd). `is_paid` is "paid at `now`".
 */
export function presentAd(
  row: AdRow,
  images: ImageRow[],
  viewer: Viewer | null,
  ratings: RatingTotals = NO_RATINGS,
  { now = new Date(), renewalWindowDays, place = 'public' }: AdContext = {},
): PublicAd | MemberAd | Ad {
  const { ad } = row;
  const publicAd: PublicAd = {
    id: ad.id,
    title: ad.title,
    description: ad.description,
    price: ad.price,
    currency: ad.currency,
    category_id: ad.categoryId,
    city_id: ad.cityId,
    is_event: ad.isEvent,
    event_date: iso(ad.eventDate),
    event_end_date: iso(ad.eventEndDate),
    event_ended: eventHasEnded(ad, now),
    status: ad.status,
    is_paid: isCurrentlyPaid(ad.isPaid, ad.paidUntil, now),
    paid_until: iso(ad.paidUntil),
    created_at: ad.createdAt.toISOString(),
    updated_at: ad.updatedAt.toISOString(),
    category: presentCategory(row.category),
    city: presentCity(row.city),
    images: images.map(presentImage),
    user_display_name: row.displayName ?? '',
    average_rating: ratings.average,
    total_ratings: ratings.total,
    abilities: adAbilities(viewer, ad, { now, renewalWindowDays }),
  };
  if (!viewer) return publicAd;
  const ownerOrAdmin = maySeeUnpublishedAd(viewer, ad);
  const expiryShown = ownerOrAdmin && (ad.status === 'approved' || ad.status === 'expired');
  const memberAd: MemberAd = {
    ...publicAd,
    user_id: ad.userId,
    // Only its owner and admins can see a rejected ad at all.
    rejection_reason: ownerOrAdmin ? ad.rejectionReason : null,
    expires_at: expiryShown ? iso(ad.expiresAt) : null,
    renewable: expiryShown && publicAd.abilities.renew,
    geocode_status: ownerOrAdmin ? ad.geocodeStatus : null,
  };
  if (!seesContactsWithAd(viewer, ad, place)) return memberAd;
  return {
    ...memberAd,
    contact_info: ad.contactInfo,
    ...contactFieldsOf(ad),
    contact_reveals: row.contactReveals,
    saved_count: row.savedCount,
  };
}

/** The contact details POST /ads/{id}/contact reveals. */
export const presentAdContacts = (ad: AdRow['ad']): AdContacts => ({
  contact_info: ad.contactInfo,
  ...contactFieldsOf(ad),
});

/** A page of ads (rows with their images and rating summaries) as the lists show them, in order. */
export const presentAds = (
  page: { rows: AdRow[]; images: Map<string, ImageRow[]>; ratings: Map<string, RatingTotals> },
  viewer: Viewer | null,
  context?: AdContext,
): (PublicAd | MemberAd | Ad)[] =>
  page.rows.map((row) =>
    presentAd(row, page.images.get(row.ad.id) ?? [], viewer, page.ratings.get(row.ad.id), context),
  );
