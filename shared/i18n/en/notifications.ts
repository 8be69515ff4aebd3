import type { Messages } from './ui';

/** Texts of in-app notifications: the bell and its list (i18next namespace `notifications`). English is the reference shape for the Ukrainian file. */
export const notifications = {
  heading: 'Notifications',
  bell: 'Notifications',
  bellUnread_one: 'Notifications: {{count}} unread',
  bellUnread_other: 'Notifications: {{count}} unread',
  markAllRead: 'Mark all as read',
  empty:
    'No notifications yet. Decisions about your ads and messages from the community team will appear here.',
  loadFailed: 'Could not load notifications',
  close: 'Close',
  retry: 'Try again',
  showMore: 'Show more',
  unread: 'Unread',
  adApproved: 'Your ad “{{title}}” is approved and everyone can see it now.',
  adRejected: 'Your ad “{{title}}” was not approved.',
  reason: 'Reason: {{reason}}',
};

export type NotificationsMessages = Messages<typeof notifications>;
