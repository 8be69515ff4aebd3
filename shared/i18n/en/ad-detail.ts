import type { Messages } from './ui';

/** Texts of the ad page actions: image viewer, sharing, owner and admin actions (i18next namespace `adDetail`). English is the reference shape for the Ukrainian file. */
export const adDetail = {
  heading: 'Ad',
};

export type AdDetailMessages = Messages<typeof adDetail>;
