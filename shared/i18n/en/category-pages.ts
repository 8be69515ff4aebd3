import type { Messages } from './ui';

/**
 * The intro and search-engine description of a category's pages (/{city}/{category}): SPEC names six
 * categories with their own texts (keyed by the seeded slugs); any other category gets `fallback`.
 * Read directly by server/seo (the page head) and the SPA (shared/category-description.ts).
 */
export const categoryPages = {
  descriptions: {
    'real-estate':
      'Apartments, houses and rooms to rent or buy from the Ukrainian community: owners, neighbours and local agents.',
    vehicles:
      'Cars, trucks, motorcycles and parts for sale in the Ukrainian community, from private sellers and local dealers.',
    electronics:
      'Phones, computers, TVs, cameras and gadgets, new and used, bought and sold within the Ukrainian community.',
    jobs: 'Jobs offered by Ukrainian employers and neighbours, and people looking for work: full-time, part-time and one-off.',
    services:
      'Services from Ukrainian neighbours: repairs, cleaning, moving, beauty, tutoring, translation, legal and accounting help.',
    'household-items':
      'Furniture, appliances, kitchenware, decor and other things for the home, new and used, from the Ukrainian community.',
  },
  fallback: '{{category}} in {{city}}: classified ads of the Ukrainian community.',
};

export type CategoryPagesMessages = Messages<typeof categoryPages>;
