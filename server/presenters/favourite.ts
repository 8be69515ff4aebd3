import type { Favourite, FavouriteAdIds } from '../../shared/schemas/favourites';
import type { FavouriteEntry } from '../services/favourites/list-favourites';
import { presentListItem } from './ad-list-item';

/** A saved ad as its saver's list shows it: the card while the ad is on the site, else why it is not. */
export const presentFavourite = (entry: FavouriteEntry, now: Date): Favourite => ({
  id: entry.id,
  ad_id: entry.adId,
  title: entry.item?.title ?? entry.title,
  price_seen: entry.priceSeen,
  currency: entry.currency,
  saved_at: entry.savedAt.toISOString(),
  availability: entry.availability,
  ad: entry.item ? presentListItem(entry.item, now) : null,
});

/** The hearts: the saved ads' ids. */
export const presentFavouriteAdIds = (ids: { saved: string[]; own: string[] }): FavouriteAdIds => ({
  ad_ids: ids.saved,
  own_ad_ids: ids.own,
});
