import type { Messages } from './ui';

/** The /favorites page (i18next namespace `favorites`). English is the reference shape for the Ukrainian file. */
export const favorites = {
  heading: 'Favourites',
  subtitle: 'The ads you saved, the latest first. Tap the heart on any ad to add it here.',
  listLabel: 'Your saved ads',
  loadError: 'Could not load your favourites',
  loadMore: 'Show more',
  loadingMore: 'Loading more…',
  endOfList: 'That is all you saved',
  emptyTitle: 'Nothing saved yet',
  emptyBody: 'Tap the heart on an ad to keep it here. We will tell you if its price drops.',
  emptyAction: 'Browse ads',
  availability: {
    available: 'Available',
    expired: 'Expired',
    unavailable: 'Not available right now',
    removed: 'No longer on the site',
  },
  lastPrice: 'Last price: {{price}}',
  savedOn: 'Saved {{date}}',
  remove: 'Remove',
  removeNamed: 'Remove “{{title}}” from favourites',
  removeFailed: 'Could not remove it. Please try again.',
};

export type FavoritesMessages = Messages<typeof favorites>;
