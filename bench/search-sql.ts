import type { Db } from '../server/db/client';
import { uncachedReferenceData } from '../server/services/catalog/reference-data';
import { pageDeep, SUGGESTION_CANDIDATES } from '../server/services/search/newest-walk';
import { resolveSearchFilters } from '../server/services/search/search-filters';
import type { SearchQueryParams } from '../server/services/search/search-query';
import { foldedWords } from '../server/services/search/search-words';
import { SEARCH, SUGGESTIONS } from '../shared/constants';
import type { SearchCase } from './search-cases';

export interface SearchCall {
  params: SearchQueryParams;
  page: { offset: number; take: number };
}

/**
 * What the search service passes to runSearch()/explainSearch() for the first page of `c` (searchAds:
 * one row more than the default page), or the suggestion service (suggestAds: five ads out of fewer
 * candidates, city filter only).
 */
export async function searchCall(
  db: Db,
  c: SearchCase,
  kind: 'search' | 'suggestions',
  timeZone: string,
): Promise<SearchCall> {
  const words = await foldedWords(db, c.q);
  if (words.length === 0) throw new Error(`"${c.q}" has no words`);
  const search = kind === 'search';
  const filters = await resolveSearchFilters(
    uncachedReferenceData(db),
    search ? (c.filters ?? {}) : { city: c.filters?.city },
  );
  return {
    params: {
      words,
      filters,
      now: new Date(),
      timeZone,
      candidates: !search
        ? SUGGESTION_CANDIDATES
        : pageDeep({ sort: c.sort, filters, words })
          ? SEARCH.pageSize + 1
          : SEARCH.maxResults,
      sort: c.sort,
    },
    page: { offset: 0, take: search ? SEARCH.pageSize + 1 : SUGGESTIONS.adLimit },
  };
}
