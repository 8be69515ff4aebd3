import type { Messages } from './ui';

/**
 * Texts of /my-ads (i18next namespace `myAds`): the person's own ads with their moderation status,
 * editing and deleting. English is the reference shape for the Ukrainian file.
 */
export const myAds = {
  heading: 'My ads',
  subtitle:
    'Everything you have posted, newest first. A new or edited ad waits for a moderator before everyone can see it.',
  postAd: 'Post an ad',
  count_one: '{{count}} ad',
  count_other: '{{count}} ads',
  listLabel: 'Your ads',
  errorTitle: 'Could not load your ads',
  postedOn: 'Posted {{date}}',
  status: {
    pending: 'Waiting',
    approved: 'Approved',
    rejected: 'Rejected',
  },
  statusHint: {
    pending: 'Waiting for a moderator to check it',
    approved: 'Visible to everyone',
    rejected: 'Not published',
  },
  rejectionReason: 'Reason: {{reason}}',
  geocodeFailed: 'Failed to geocode: this ad will not appear on the map. Check the address.',
  edit: 'Edit',
  delete: 'Delete',
  empty: {
    title: 'You have no ads yet',
    body: 'Post your first ad: everyone sees it as soon as a moderator approves it.',
    action: 'Post your first ad',
  },
  deleteDialog: {
    title: 'Delete this ad?',
    body: '“{{title}}” will be removed for good, with its photos. This cannot be undone.',
    cancel: 'Cancel',
    confirm: 'Delete',
    deleting: 'Deleting…',
    failed: 'Could not delete the ad. Please try again.',
  },
  deleted: 'Ad deleted',
};

export type MyAdsMessages = Messages<typeof myAds>;
