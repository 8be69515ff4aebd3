import { isRenewable } from '../../shared/expiry';
import type { AdAbilities, SiteAbilities } from '../../shared/schemas/abilities';
import type { Viewer } from '../core/viewer';
import { type AdFacts, isOnOffer, mayPromoteAd, maySeeUnpublishedAd, type OfferFacts } from './ad';
import { isAdmin } from './administer';
import { mayBlock } from './block';
import { maySaveAd } from './favourite';
import { mayMessageAd } from './message';
import { mayRateAd } from './rating';
import { mayReportAd } from './report';

export type AdAbilityFacts = AdFacts & OfferFacts & { expiresAt: Date | null };

/**
 * What `viewer` may do with the ad at `now`, from the same rules the use cases enforce. Renewing needs
 * the trust setting renewal_window_days; without it nothing is offered for renewal.
 */
export function adAbilities(
  viewer: Viewer | null,
  ad: AdAbilityFacts,
  { now, renewalWindowDays }: { now: Date; renewalWindowDays?: number },
): AdAbilities {
  const manages = maySeeUnpublishedAd(viewer, ad);
  const onOffer = isOnOffer(ad, now);
  const member = viewer !== null;
  return {
    edit: manages,
    delete: manages,
    moderate: isAdmin(viewer),
    report: member && onOffer && mayReportAd(viewer, ad),
    message: member && onOffer && mayMessageAd(viewer, ad),
    renew: manages && renewalWindowDays !== undefined && isRenewable(ad, now, renewalWindowDays),
    promote: member && mayPromoteAd(viewer, ad),
    rate: member && onOffer && mayRateAd(viewer, ad),
    favourite: member && maySaveAd(viewer, ad, now),
    reveal_contact: member && (onOffer || isAdmin(viewer)),
    block_owner: member && mayBlock(viewer, ad.userId),
  };
}

/** What the signed-in person may do on the site: administration and moderation are the admins'. */
export const siteAbilities = (viewer: Viewer): SiteAbilities => ({
  administer: isAdmin(viewer),
  moderate: isAdmin(viewer),
});
