import type { RawSearchFilters } from '../server/services/search/search-filters';
import type { SearchSort } from '../shared/schemas/search';

/**
 * The questions the benchmark asks, picked from the synthetic texts (server/db/seed/synthetic-*.ts)
 * so that each finds ads; the match counts at 1,000,000 ads are in docs/benchmarks.md.
 */
export interface SearchCase {
  name: string;
  q: string;
  filters?: RawSearchFilters;
  /** The order asked for; relevance (500 candidates ranked) when not given. */
  sort?: SearchSort;
}

export const SEARCH_CASES: readonly SearchCase[] = [
  { name: 'common word', q: 'family' },
  { name: 'rare word', q: 'Юхимейко' },
  { name: 'Cyrillic word', q: 'квартира' },
  { name: 'Latin transliteration', q: 'kvartyra' },
  { name: 'typo', q: 'kvartira' },
  { name: 'swapped letters', q: 'phootgrapher' },
  { name: 'two-edit typo', q: 'fyrnitrue' },
  {
    name: 'two words + city + category',
    q: 'квартира оренда',
    filters: { city: 'tampa', category: 'real-estate' },
  },
];

/**
 * Explained only (bench/explain-search.ts): /search's default order, which ranks only as deep as the
 * page (the cases above rank by relevance, 500 deep, as a search sorted by relevance or price does).
 */
export const NEWEST_FIRST_CASES: readonly SearchCase[] = [
  { name: 'mid-frequency word, newest first', q: 'kvartyra', sort: 'newest' },
  { name: 'common word, newest first', q: 'family', sort: 'newest' },
  { name: 'rare word, newest first', q: 'Юхимейко', sort: 'newest' },
];

export const SUGGESTION_CASES: readonly SearchCase[] = [
  { name: 'prefix', q: 'кв' },
  { name: 'word', q: 'квартира' },
];

export function searchPath(c: SearchCase): string {
  const params = new URLSearchParams({ q: c.q, ...(c.sort ? { sort: c.sort } : {}) });
  for (const [key, value] of Object.entries(c.filters ?? {})) params.set(key, String(value));
  return `/api/v1/search?${params}`;
}

export function suggestionsPath(c: SearchCase): string {
  return `/api/v1/search/suggestions?${new URLSearchParams({ q: c.q })}`;
}
