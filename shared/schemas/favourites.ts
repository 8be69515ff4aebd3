import { z } from 'zod';
import { AdListItem } from './ad-list-item';
import { token } from './text';

export const FAVOURITE_AVAILABILITIES = ['available', 'expired', 'unavailable', 'removed'] as const;

/** An ad the caller saved; one no longer on the site stays, marked with why. */
export const Favourite = z
  .object({
    id: z.uuid().meta({ description: 'The saved entry (DELETE /me/favorites/{id} takes it or the ad id)' }),
    ad_id: z.uuid().nullable().meta({ description: 'null once the ad was deleted' }),
    title: z.string().meta({ description: "The ad's title (as it last was, for an ad that is gone)" }),
    price_seen: z.number().nullable().meta({ description: 'The published price the person last saw' }),
    currency: z.string(),
    saved_at: z.iso.datetime({ offset: true }),
    availability: z.enum(FAVOURITE_AVAILABILITIES).meta({
      description:
        'available: on the site (with its card); expired; unavailable: in review or hidden for now; ' +
        'removed: deleted, rejected, or a block stands between the caller and its owner',
    }),
    ad: AdListItem.nullable().meta({ description: 'The card, only while the ad is available' }),
  })
  .meta({ id: 'Favourite' });
export type Favourite = z.infer<typeof Favourite>;

/** GET /me/favorites: the caller's favourites, the latest saved first. */
export const FavouritePage = z
  .object({
    items: z.array(Favourite),
    next_cursor: z
      .string()
      .nullable()
      .meta({ description: 'Pass as cursor for the next page; null at the end' }),
  })
  .meta({ id: 'FavouritePage' });
export type FavouritePage = z.infer<typeof FavouritePage>;

/** GET /me/favorite-ids: what the hearts on cards need. */
export const FavouriteAdIds = z
  .object({
    ad_ids: z
      .array(z.uuid())
      .meta({ description: 'The ads the caller saved that still exist, the latest saved first' }),
    own_ad_ids: z.array(z.uuid()).meta({
      description: "The caller's own published ads, the newest 1000: their cards carry no heart",
    }),
  })
  .meta({ id: 'FavouriteAdIds' });
export type FavouriteAdIds = z.infer<typeof FavouriteAdIds>;

export const FavouritesQuery = z.object({
  cursor: token().max(200).optional().meta({ description: 'nextCursor of the previous page' }),
});
