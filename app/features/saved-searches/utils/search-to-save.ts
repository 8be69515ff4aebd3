import type { SavedSearchFilters } from '../../../../shared/saved-searches';

/** What /search's address holds that a saved search keeps (the order and "date posted" do not apply to new ads). */
export type SearchAddress = {
  q: string;
  cities: string[];
  categories: string[];
  minPrice?: number;
  maxPrice?: number;
  withImages: boolean;
  eventsOnly: boolean;
};

/** The filters of a saved search from /search's address. */
export const savedSearchFilters = (search: SearchAddress): SavedSearchFilters => ({
  city: search.cities.join(',') || undefined,
  category: search.categories.join(',') || undefined,
  min_price: search.minPrice,
  max_price: search.maxPrice,
  with_images: search.withImages || undefined,
  events_only: search.eventsOnly || undefined,
});
