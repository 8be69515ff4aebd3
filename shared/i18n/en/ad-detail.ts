import type { Messages } from './ui';

/** Texts of the ad page actions: image viewer, sharing, owner and admin actions (i18next namespace `adDetail`). English is the reference shape for the Ukrainian file. */
export const adDetail = {
  heading: 'Ad',
  facts: {
    eventDate: 'Event date',
    eventStart: 'Starts',
    eventEnd: 'Ends',
    postedBy: 'Posted by {{name}} · {{date}}',
    postedOn: 'Posted {{date}}',
  },
  gallery: {
    open: 'Open photo {{index}} of {{total}} full screen',
    enlarge: 'Enlarge',
  },
  viewer: {
    title: 'Photos: {{title}}',
    counter: '{{index}} / {{total}}',
    counterLabel: 'Photo {{index}} of {{total}}',
    alt: 'Photo {{index}} of {{total}}: {{title}}',
    previous: 'Previous photo',
    next: 'Next photo',
    close: 'Close the photo viewer',
  },
  share: {
    heading: 'Share',
    copy: 'Copy link',
    copied: 'Link copied',
    copyRefused:
      'Your browser did not let us copy. The link is selected: copy it with Ctrl+C (⌘C on a Mac) or a long press.',
    linkLabel: 'Link to this ad',
    telegram: 'Telegram',
    facebook: 'Facebook',
    newTab: '(opens in a new tab)',
    native: 'More options',
    nativeFailed: 'Could not open the share menu',
  },
  manage: {
    heading: 'Manage this ad',
    status: 'Status',
    edit: 'Edit',
    delete: 'Delete',
    approve: 'Approve',
    reject: 'Reject',
    approved: 'Ad approved',
    rejected: 'Ad rejected',
    failed: 'Could not change the status. Please try again.',
    reason: 'Reason: {{reason}}',
  },
  notice: {
    pendingTitle: 'Waiting for moderation',
    pendingBody:
      'Only you and the moderators can see this ad. Everyone else sees it as soon as a moderator approves it.',
    rejectedTitle: 'Rejected by a moderator',
    rejectedBody: 'This ad is not published. Edit it and save it to send it for review again.',
    reason: 'Reason: {{reason}}',
    noReason: 'The moderator gave no reason.',
  },
};

export type AdDetailMessages = Messages<typeof adDetail>;
