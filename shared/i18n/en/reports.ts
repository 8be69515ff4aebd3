import type { Messages } from './ui';

/** Reporting an ad to the moderators (i18next namespace `reports`). English is the reference shape for the Ukrainian file. */
export const reports = {
  button: 'Report this ad',
  sent: 'Thank you. Moderators will look at this ad; the author will not know who reported it.',
  failure: 'Could not send the report. Please try again.',
  reasonRequired: 'Choose why you are reporting this ad',
  detailsRequired: 'Tell us what is wrong with this ad',
  dialog: {
    title: 'Report this ad',
    body: '“{{title}}”: tell the moderators what is wrong. The author will not know it was you.',
    reason: 'Reason',
    details: 'More details (optional)',
    detailsRequired: 'What is wrong',
    detailsHint: '{{count}} / {{max}}',
    cancel: 'Cancel',
    send: 'Send report',
    sending: 'Sending…',
  },
  reasons: {
    scam: 'Scam or fraud',
    prohibited: 'Prohibited item or service',
    wrong_category: 'Wrong category',
    duplicate: 'Duplicate ad',
    offensive: 'Offensive content',
    sold: 'Already sold or no longer available',
    other: 'Other',
  },
};

export type ReportsMessages = Messages<typeof reports>;
