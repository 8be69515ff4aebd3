import { z } from 'zod';
import { Category, City } from './catalog';
import { text } from './text';

/** At most this many markers in one answer (the newest ads), so a page never carries a huge list. */
export const MAP_MARKER_LIMIT = 2000;
const MAX_CATEGORIES = 50;

export const MapQuery = z.object({
  city: text()
    .max(200)
    .optional()
    .meta({ description: 'City id, slug, or English or Ukrainian name; every city when absent' }),
  category: text()
    .max(MAX_CATEGORIES * 40)
    .refine((value) => value.split(',').length <= MAX_CATEGORIES, 'invalidValue')
    .optional()
    .meta({
      description:
        'Category ids or slugs, comma-separated (e.g. `jobs,services`); every category when absent',
    }),
});
export type MapQuery = z.infer<typeof MapQuery>;

export const MapAd = z
  .object({
    id: z.uuid(),
    title: z.string(),
    latitude: z
      .number()
      .meta({ description: 'Exact for signed-in people; rounded to about 100 m for visitors' }),
    longitude: z
      .number()
      .meta({ description: 'Exact for signed-in people; rounded to about 100 m for visitors' }),
    price: z.number().nullable(),
    currency: z.string().meta({ description: 'ISO 4217 code of the price', example: 'USD' }),
    category: Category,
    city: City,
    image: z
      .string()
      .nullable()
      .meta({ description: 'Thumbnail of the primary photo; null without a photo' }),
    is_paid: z.boolean().meta({ description: 'True while the ad is currently paid' }),
  })
  .meta({ id: 'MapAd', description: 'A published ad placed on the map by its geocoded address' });
export type MapAd = z.infer<typeof MapAd>;

export const MapAds = z
  .object({
    items: z.array(MapAd),
    capped: z.boolean().meta({
      description: `True when more ads matched than the ${MAP_MARKER_LIMIT} newest returned`,
    }),
  })
  .meta({ id: 'MapAds' });
export type MapAds = z.infer<typeof MapAds>;
