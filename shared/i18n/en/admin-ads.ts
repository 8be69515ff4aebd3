import type { Messages } from './ui';

/** Texts of /admin, the ads moderation page (i18next namespace `adminAds`). English is the reference shape for the Ukrainian file. */
export const adminAds = {
  heading: 'Ads moderation',
};

export type AdminAdsMessages = Messages<typeof adminAds>;
