// Expiry and renewal of ads (issue 20, docs/decisions/029): the rules both sides read.

const DAY_MS = 86_400_000;

/** The facts of an ad the renewal rule reads. */
export interface ExpiryFacts {
  status: string;
  isEvent: boolean;
  expiresAt: Date | string | null;
}

/**
 * Whether the owner may renew now: an expired ad, or an approved one within `windowDays` of its
 * expiry. An event is never renewed: it ends when it ends (its dates are edited instead).
 */
export function isRenewable(ad: ExpiryFacts, now: Date, windowDays: number): boolean {
  if (ad.isEvent) return false;
  if (ad.status === 'expired') return true;
  if (ad.status !== 'approved' || ad.expiresAt === null) return false;
  return new Date(ad.expiresAt).getTime() - windowDays * DAY_MS <= now.getTime();
}

/** An event whose end (its start, without an end) is before `now`: history, never renewed (docs/decisions/035). */
export function eventHasEnded(
  ad: { isEvent: boolean; eventDate: Date | null; eventEndDate: Date | null },
  now: Date,
): boolean {
  const end = ad.eventEndDate ?? ad.eventDate;
  return ad.isEvent && end !== null && end.getTime() < now.getTime();
}

/** The path a reminder's link opens: My Ads, which renews the ad once its owner is signed in. */
export const renewLinkPath = (adId: string) => `/my-ads?renew=${encodeURIComponent(adId)}`;
