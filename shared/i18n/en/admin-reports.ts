import type { Messages } from './ui';

/** The moderators' reports queue at /admin/reports (i18next namespace `adminReports`). English is the reference shape for the Ukrainian file. */
export const adminReports = {
  heading: 'Reports',
  subtitle: 'Ads people reported. Dismiss unfounded reports, reject the ad, or disable its author.',
  sortLabel: 'Order',
  sort: { newest: 'Most recently reported', most: 'Most reported' },
  total_one: '{{count}} reported ad',
  total_other: '{{count}} reported ads',
  reportCount_one: '{{count}} report',
  reportCount_other: '{{count}} reports',
  trustedReports_one: '{{count}} from a trusted account',
  trustedReports_other: '{{count}} from trusted accounts',
  untrustedReporter: 'new or inactive account: does not count toward hiding',
  exempt: {
    staff: 'Staff ad: reports never hide it',
    sponsored: 'Sponsored: reports never hide it',
    paid: 'Paid ad: reports never hide it',
  },
  burst: 'Report burst: several new accounts within an hour',
  hiddenChip: 'Hidden by reports',
  ownerDisabled: 'Author disabled',
  status: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected', expired: 'Expired' },
  owner: 'Author: {{name}}',
  lastReported: 'Last reported {{date}}',
  reporters: 'Reports',
  by: '{{name}}, {{date}}',
  anonymous: 'Deleted account',
  dismiss: 'Dismiss reports',
  reject: 'Reject ad',
  disableOwner: 'Disable author',
  disableDialog: {
    title: 'Disable the author?',
    body: '{{name}} will be signed out and cannot sign in again; all their ads leave the site. The reports of “{{title}}” are closed.',
    cancel: 'Cancel',
    confirm: 'Disable author',
    working: 'Disabling…',
  },
  done: {
    dismissed: 'Reports dismissed',
    dismissedRestored: 'Reports dismissed; the ad is visible again',
    rejected: 'Ad rejected; the author has been told',
    disabled: 'Author disabled',
  },
  failure: 'The action failed. Please try again.',
  showMore: 'Show more',
  empty: { title: 'No open reports', body: 'When people report an ad, it appears here.' },
  errorTitle: 'Could not load the reports',
};

export type AdminReportsMessages = Messages<typeof adminReports>;
