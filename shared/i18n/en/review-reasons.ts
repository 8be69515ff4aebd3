import type { Messages } from './ui';

/** Why an ad is in the moderation queue (i18next namespace `reviewReasons`). English is the reference shape. */
export const reviewReasons = {
  label: 'Why it is in the queue',
  fields: { title: 'title', description: 'description' },
  blockedWord: 'Blocked word “{{word}}” in the {{field}}:',
  duplicateText: 'Nearly the same text ({{percent}}% alike) as',
  duplicatePhoto: 'The same photo as',
  newAccount: 'New account, made {{date}}',
  reported: 'Hidden by people’s reports on {{date}}:',
  reportsLink: 'see the reports',
};

export type ReviewReasonsMessages = Messages<typeof reviewReasons>;
