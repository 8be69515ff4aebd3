/** How often a saved search's alerts go out: each ad at once, or one digest a day or a week. */
export const SAVED_SEARCH_FREQUENCIES = ['instant', 'daily', 'weekly'] as const;
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number];

export const SAVED_SEARCHES = {
  /** Saved searches one person may keep. */
  maxPerPerson: 20,
  nameMaxLength: 80,
} as const;

/**
 * The filters a saved search keeps: those of /search's URL that narrow which ads match (the order and
 * "date posted" say nothing about an ad that is new).
 */
export interface SavedSearchFilters {
  city?: string;
  category?: string;
  min_price?: number;
  max_price?: number;
  with_images?: boolean;
  events_only?: boolean;
}

/** The page a saved search's alerts link to: /search with its question and filters, as its address writes them. */
export function savedSearchPath(q: string, filters: SavedSearchFilters): string {
  const params = Object.entries({
    q,
    city: filters.city,
    category: filters.category,
    min_price: filters.min_price,
    max_price: filters.max_price,
    images: filters.with_images ? 1 : undefined,
    events: filters.events_only ? 1 : undefined,
  })
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`);
  return `/search?${params.join('&')}`;
}

/** The path of the page that confirms an unsubscribe from a saved search's mail (no sign-in). */
export const unsubscribePagePath = (token: string) => `/unsubscribe/${encodeURIComponent(token)}`;
