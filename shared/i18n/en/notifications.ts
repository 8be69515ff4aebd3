import type { Messages } from './ui';

/** Texts of in-app notifications: the bell and its list (i18next namespace `notifications`). English is the reference shape for the Ukrainian file. */
export const notifications = {
  heading: 'Notifications',
};

export type NotificationsMessages = Messages<typeof notifications>;
