import { z } from 'zod';
import { AdListItem } from './ad-list-item';
import { text } from './text';

/** How many sponsored ads one slot shows at most. */
export const SPONSORED_SLOT_SIZE = 3;

export const SponsoredQuery = z.object({
  city: text()
    .max(200)
    .optional()
    .meta({ description: 'City id, slug, or English or Ukrainian name: only sponsored ads of that city' }),
  category: text().max(200).optional().meta({
    description:
      'Category id, slug, or English or Ukrainian name (a category page): only sponsored ads of that category',
  }),
});
export type SponsoredQuery = z.infer<typeof SponsoredQuery>;

export const SponsoredAds = z
  .object({
    items: z
      .array(AdListItem)
      .max(SPONSORED_SLOT_SIZE)
      .meta({ description: 'Ads whose sponsorship is running now, in a random order' }),
  })
  .meta({ id: 'SponsoredAds' });
export type SponsoredAds = z.infer<typeof SponsoredAds>;
