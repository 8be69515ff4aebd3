import type { Messages } from './ui';

/** i18next namespace `checkout`. English is the reference shape for the Ukrainian file. */
export const checkout = {
  heading: 'Checkout',
  testMode: {
    label: 'Test mode',
    title: 'Test payment — no card is charged',
    body: 'No card payment provider is set up on this site, so this page stands in for one. Paying here grants what you are buying, for trying the site out.',
  },
  buying: 'You are buying',
  kinds: {
    upgrade: 'Paid placement for your ad',
    boost: 'Boost your ad to the top',
    sponsorship: 'Sponsored slot for your ad',
    subscription: 'Subscription',
  },
  cycles: {
    one_time: 'One-time payment',
    monthly: 'Billed every month',
    annual: 'Billed every year',
  },
  total: 'Total',
  pay: 'Pay {{amount}}',
  paying: 'Paying…',
  cancel: 'Cancel',
  cancelling: 'Cancelling…',
  payFailed: 'The payment did not go through. Please try again.',
  closed: {
    title: 'This checkout is closed',
    paid: 'It has already been paid.',
    refunded: 'It was paid and later refunded.',
    expired: 'It was cancelled or has expired. Nothing was charged.',
    failed: 'The payment failed. Nothing was charged.',
    back: 'Go back',
  },
  loadFailed: 'Could not load the checkout',
  notFound: {
    title: 'Checkout not found',
    body: 'This checkout does not exist, or it belongs to someone else.',
  },
};

export type CheckoutMessages = Messages<typeof checkout>;
