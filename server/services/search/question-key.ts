import type { RawSearchFilters } from './search-filters';

const listKey = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean)
    .sort()
    .join(',');

/**
 * The cache key of a question: the text with case and spacing evened out (folding itself happens
 * only in SQL), the filters in a fixed order with their lists sorted, and the rest (page, size).
 */
export function questionKey(
  kind: 'search' | 'suggest',
  q: string,
  filters: RawSearchFilters,
  rest: Record<string, string | number> = {},
): string {
  return JSON.stringify([
    kind,
    q.trim().replace(/\s+/g, ' ').toLowerCase(),
    listKey(filters.city),
    listKey(filters.category),
    filters.min_price ?? null,
    filters.max_price ?? null,
    filters.posted ?? 'all',
    filters.with_images ?? false,
    filters.events_only ?? false,
    rest,
  ]);
}
