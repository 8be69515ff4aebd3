import type { Messages } from './ui';

/** /admin/monetization (i18next namespace `adminMonetization`). English is the reference shape for the Ukrainian file. */
export const adminMonetization = {
  heading: 'Monetisation',
  subtitle:
    'Switch paid features on and off. Changes reach every open page within seconds, without a reload.',
  loadFailed: 'Failed to load the platform settings',
  payments: {
    offTitle: 'Payments are off: no payment provider is configured',
    off: 'Paid features are hidden from everyone and nothing can be bought, whatever the switches below say.',
    howTo:
      'To take card payments, set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (Stripe Checkout). To try the paid features without money, set PAYMENTS=test (the built-in test checkout). Then restart the site.',
    testTitle: 'Payments run in test mode',
    test: 'The built-in test checkout takes the payments: no card is charged, and anyone can pay on its TEST MODE page. To take real card payments, set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET and restart the site.',
  },
  master: {
    heading: 'Master switch',
    label: 'Monetisation',
    key: 'monetization_enabled',
    explain:
      'When this is off, every paid feature below is off for everyone, whatever its own switch says. Free ads are never affected.',
  },
  features: {
    heading: 'Features',
    explain: 'A feature is in effect only when monetisation and its own switch are both on.',
    ad_upgrades: {
      label: 'Ad upgrades',
      explain: 'People pay once to place an ad first in its category, with a badge, for a number of days.',
    },
    ad_boosts: {
      label: 'Ad boosts',
      explain: 'People pay to move an ad back to the top of its group once, without changing its date.',
    },
    sponsorships: {
      label: 'Sponsorships',
      explain: 'A labelled “Sponsored” place for an ad on the home page and its category pages.',
    },
    pricing_page: {
      label: 'Pricing page',
      explain: 'The /pricing page and the Pricing link in the site navigation.',
    },
    subscriptions: {
      label: 'Subscriptions',
      explain: 'Monthly or annual plans whose benefits apply to all of the subscriber’s ads.',
    },
  },
  status: {
    on: 'On',
    off: 'Off',
    offByMaster: 'Off — monetisation is off',
    offNoPayments: 'Off — payments are not set up',
  },
  toast: {
    turnedOn: '“{{name}}” is on',
    turnedOff: '“{{name}}” is off',
    failed: 'Could not change “{{name}}”. Please try again.',
  },
};

export type AdminMonetizationMessages = Messages<typeof adminMonetization>;
