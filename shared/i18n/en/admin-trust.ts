import type { Messages } from './ui';

/** /admin/trust (i18next namespace `adminTrust`). English is the reference shape for the Ukrainian file. */
export const adminTrust = {
  heading: 'Trust & safety',
  subtitle:
    'The numbers behind reports, ad expiry and the limits on new accounts and contact reveals. A change takes effect at once, for everyone.',
  loadFailed: 'Failed to load the trust and safety settings',
  range: 'From {{min}} to {{max}} · default {{default}}',
  save: 'Save',
  saved: '“{{name}}” is now {{value}}',
  failed: 'Could not save “{{name}}”',
  sections: {
    reports: 'Reports',
    expiry: 'Expiry and renewal',
    newAccounts: 'New accounts',
    contacts: 'Contact details',
    messages: 'Messages',
  },
  settings: {
    reports_to_hide: {
      label: 'Reports that hide an ad',
      explain:
        'When this many different trusted people report an ad, it is hidden at once until a moderator looks. Trusted: staff, or accounts past the new-account age with a published ad, an approved rating or an answered message. Staff, sponsored and paid ads are never hidden; they come first in the reports queue.',
    },
    reports_per_day: {
      label: 'Reports per person a day',
      explain: 'How many ads one person may report in a day.',
    },
    ad_lifetime_days: {
      label: 'Ad lifetime, days',
      explain: 'How long an approved ad stays up, unless its category sets its own lifetime.',
    },
    expiry_reminder_days: {
      label: 'Reminder before expiry, days',
      explain: 'Owners are told this many days before their ad expires, with a link to renew it.',
    },
    renewal_window_days: {
      label: 'Renewal opens, days before expiry',
      explain: 'An ad may be renewed from this many days before it expires, and at any time after.',
    },
    new_account_days: {
      label: 'An account is new for, days',
      explain:
        'Accounts younger than this post under the limit below, and their reports do not hide ads (0: no account counts as new).',
    },
    new_account_ads_per_day: {
      label: 'Ads a new account may post a day',
      explain: 'Stops a fresh account from flooding the board.',
    },
    contact_reveals_per_day: {
      label: 'Contact reveals per person a day',
      explain: 'How many different ads’ contact details one person may open in a day, to stop harvesting.',
    },
    conversations_per_day: {
      label: 'New conversations per person a day',
      explain:
        'How many conversations one person may start in a day by writing about an ad. Replies and further messages in a conversation are not counted.',
    },
    new_account_conversations_per_day: {
      label: 'New conversations from a new account a day',
      explain: 'The same for accounts that are still new, so a fresh account cannot write to every seller.',
    },
  },
};

export type AdminTrustMessages = Messages<typeof adminTrust>;
