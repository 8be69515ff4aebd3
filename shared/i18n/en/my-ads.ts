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
    expired: 'Expired',
  },
  statusHint: {
    pending: 'Waiting for a moderator to check it',
    approved: 'Visible to everyone',
    rejected: 'Not published',
    expired: 'Its time ran out: nobody else sees it. Renew it to publish it again.',
    eventEnded: 'The event has ended: it stays in the past events. To hold it again, edit its dates.',
  },
  runsUntil: 'Runs until {{date}}',
  expiredOn: 'Expired on {{date}}',
  renew: 'Renew',
  renewed: 'Renewed: it runs until {{date}}. It keeps its place in the list.',
  renewedNoDate: 'Renewed.',
  renewFailed: 'Could not renew the ad. Please try again.',
  rejectionReason: 'Reason: {{reason}}',
  contactReveals_one: 'Contacts opened by {{count}} person',
  contactReveals_other: 'Contacts opened by {{count}} people',
  savedBy_one: 'Saved by {{count}} person',
  savedBy_other: 'Saved by {{count}} people',
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
