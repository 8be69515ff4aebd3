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
  block: {
    button: 'Block {{name}}',
    title: 'Block {{name}}?',
    body: 'You will no longer see each other’s ads, and neither of you can open the other’s contacts or rate the other’s ads. You can unblock them in your profile.',
    confirm: 'Block',
    busy: 'Blocking…',
    cancel: 'Cancel',
    done: 'You blocked {{name}}',
    failed: 'Could not block this person. Please try again.',
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
    expiredTitle: 'This ad has expired',
    expiredBody: 'Nobody else sees it now. Renew it to publish it again in its place in the list.',
    expiringTitle: 'This ad expires soon',
    expiringBody: 'Renew it to keep it up. It keeps its place in the list.',
    endedTitle: 'This event has ended',
    endedBody:
      'Its page stays here as a record of a past event. Contacting the organiser, messages and ratings are closed.',
  },
};

export type AdDetailMessages = Messages<typeof adDetail>;
