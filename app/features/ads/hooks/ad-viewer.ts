import type { Ad, MemberAd, PublicAd } from '../../../../shared/schemas/ads';

/** Signed-in viewers get the ad with its owner (and its owner the contact fields too). */
export function isFullAd(ad: PublicAd | MemberAd | Ad): ad is MemberAd | Ad {
  return 'user_id' in ad;
}

/** Whether the signed-in viewer owns the ad (a visitor's answer names no owner, so they own nothing). */
export const ownsAd = (ad: PublicAd | MemberAd | Ad, viewerId: string | null): boolean =>
  viewerId !== null && isFullAd(ad) && ad.user_id === viewerId;

/**
 * Whom an action on the ad's page (report, message, rate) addresses: a visitor is asked to sign in;
 * a signed-in person gets it when the ad's abilities (the server's policies) allow it, and otherwise
 * nothing, as its owner does.
 */
export type ActionViewer = 'visitor' | 'owner' | 'other';
export const actionViewer = (signedIn: boolean, may: boolean): ActionViewer =>
  !signedIn ? 'visitor' : may ? 'other' : 'owner';
