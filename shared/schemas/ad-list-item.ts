import { z } from 'zod';
import { Category, City } from './catalog';

/** How long a card's excerpt of the description is at most (characters, cut at a word, with …). */
export const EXCERPT_LENGTH = 140;

export const AdThumbnail = z
  .object({
    storage_path: z.string().meta({ description: 'The full-size variant (WebP), for larger screens' }),
    thumbnail_path: z.string().meta({ description: 'The small variant (WebP)' }),
  })
  .meta({
    id: 'AdThumbnail',
    description: "The ad's primary photo, in the two sizes a card's srcset offers",
  });
export type AdThumbnail = z.infer<typeof AdThumbnail>;

/**
 * An ad as a card in a list shows it (listing, search, events, sponsored slot). The same for every
 * caller: no description (an excerpt of it instead) and never a contact field; GET /ads/{id} has the rest.
 */
export const AdListItem = z
  .object({
    id: z.uuid(),
    title: z.string(),
    excerpt: z.string().meta({
      description: `The description as plain text, at most ${EXCERPT_LENGTH} characters (cut at a word, with …)`,
    }),
    price: z.number().nullable(),
    currency: z.string().meta({ description: 'ISO 4217 code of the price', example: 'USD' }),
    category_id: z.uuid(),
    city_id: z.uuid(),
    category: Category,
    city: City,
    image: AdThumbnail.nullable().meta({
      description: 'The primary photo; null: none (show the placeholder)',
    }),
    is_event: z.boolean(),
    event_date: z.iso.datetime({ offset: true }).nullable(),
    event_end_date: z.iso.datetime({ offset: true }).nullable(),
    is_paid: z
      .boolean()
      .meta({ description: 'True while the ad is currently paid (paid_until in the future)' }),
    paid_until: z.iso.datetime({ offset: true }).nullable(),
    created_at: z.iso.datetime({ offset: true }),
    average_rating: z.number(),
    total_ratings: z.number().int(),
  })
  .meta({
    id: 'AdListItem',
    description: 'An ad as list cards show it: an excerpt instead of the description, no contact field',
  });
export type AdListItem = z.infer<typeof AdListItem>;
