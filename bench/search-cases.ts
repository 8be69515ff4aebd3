import type { RawSearchFilters } from '../server/services/search/search-filters';

/**
 * The questions the benchmark asks, picked from the synthetic texts (server/db/seed/synthetic-*.ts)
 * so that each finds ads; the match counts at 1,000,000 ads are in docs/benchmarks.md.
 */
export interface SearchCase {
  name: string;
  q: string;
  filters?: RawSearchFilters;
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

export const SUGGESTION_CASES: readonly SearchCase[] = [
  { name: 'prefix', q: 'кв' },
  { name: 'word', q: 'квартира' },
];

export function searchPath(c: SearchCase): string {
  const params = new URLSearchParams({ q: c.q });
  for (const [key, value] of Object.entries(c.filters ?? {})) params.set(key, String(value));
  return `/api/v1/search?${params}`;
}

export function suggestionsPath(c: SearchCase): string {
  return `/api/v1/search/suggestions?${new URLSearchParams({ q: c.q })}`;
}
