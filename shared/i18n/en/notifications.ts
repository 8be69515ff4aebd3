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
  adReported:
    'Your ad “{{title}}” is hidden for now: several people reported it, so a moderator will review it.',
  adReportedNext:
    'If it follows the rules it will be back at once; if not, you will be told why. You can still edit it in My Ads.',
  adExpiring: 'Your ad “{{title}}” expires on {{date}}. Open it to renew it.',
  adExpired: 'Your ad “{{title}}” has expired and left the lists. Open it to renew it.',
  priceDrop: 'A saved ad is cheaper: “{{title}}” now costs {{now}} (was {{was}}).',
  savedSearchOne: 'New ad for your search “{{name}}”: {{title}}',
  savedSearchMany_one: '{{count}} new ad for your search “{{name}}”',
  savedSearchMany_other: '{{count}} new ads for your search “{{name}}”',
};

export type NotificationsMessages = Messages<typeof notifications>;
