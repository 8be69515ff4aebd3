import { z } from 'zod';

export const City = z
  .object({
    id: z.uuid(),
    name: z.string(),
    name_uk: z.string().nullable().meta({ description: 'Ukrainian name, when set; otherwise show `name`' }),
    slug: z.string().meta({ description: 'Path segment for /{cityName}' }),
    time_zone: z.string().meta({
      description: 'IANA time zone (e.g. `America/New_York`): its events are entered and shown in it',
    }),
  })
  .meta({ id: 'City' });
export type City = z.infer<typeof City>;

export const Category = z
  .object({
    id: z.uuid(),
    name_en: z.string(),
    name_uk: z.string(),
    slug: z.string(),
    sort_order: z.number().int().meta({ description: 'Navigation order, ascending' }),
    is_community: z.boolean().meta({
      description: 'Churches and community organisations: their ads carry unlimited images, free',
    }),
  })
  .meta({ id: 'Category' });
export type Category = z.infer<typeof Category>;

export const CityList = z.object({ items: z.array(City) }).meta({ id: 'CityList' });
export const CategoryList = z.object({ items: z.array(Category) }).meta({ id: 'CategoryList' });
