import { inArray } from 'drizzle-orm';
import { SEARCH } from '../../../shared/constants';
import type { ListTotal } from '../../../shared/schemas/ads';
import type { SearchSort } from '../../../shared/schemas/search';
import { AppError } from '../../core/app-error';
import type { ReferenceData } from '../../core/reference-data';
import type { SearchCache } from '../../core/search-cache';
import type { Db } from '../../db/client';
import { advertisements as ads } from '../../db/schema/ads';
import type { AdsPage } from '../ads/list-ads';
import { selectListItems } from '../ads/list-item-query';
import { countAds, EXACT_COUNT_LIMIT, estimateAds } from '../paging/total-count';
import { pageDeep } from './newest-walk';
import { questionKey } from './question-key';
import { runSearchCounted } from './run-search';
import { decodeSearchCursor, encodeSearchCursor } from './search-cursor';
import { type RawSearchFilters, resolveSearchFilters } from './search-filters';
import { wholeWordMatches } from './search-query';
import { foldedWords } from './search-words';

export interface SearchAdsParams extends RawSearchFilters {
  q: string;
  sort: SearchSort;
  cursor?: string;
  limit: number;
}

export interface SearchAnswer extends AdsPage {
  total: ListTotal;
}

interface SearchDeps {
  db: Db;
  catalog: ReferenceData;
  timeZone: string;
  cacheSeconds: number;
  searchCache: SearchCache;
  /** The request's now (Deps.clock): a first page's snapshot time; later pages keep their cursor's. */
  clock: () => Date;
}

const emptyPage = (): AdsPage => ({ rows: [], nextCursor: null });
const nothing: ListTotal = { count: 0, exact: true };

/** One page of search results with what presenting them needs; answers are cached (search-cache.ts). */
export async function searchAds(deps: SearchDeps, params: SearchAdsParams): Promise<SearchAnswer> {
  const cursor = params.cursor ? decodeSearchCursor(params.cursor) : undefined;
  // A page link belongs to the order it was made in.
  if (cursor?.s && cursor.s !== params.sort) throw new AppError('INVALID_CURSOR', 400);
  const key = questionKey('search', params.q, params, {
    sort: params.sort,
    cursor: params.cursor ?? '',
    limit: params.limit,
  });
  return deps.searchCache.answer(key, deps.cacheSeconds, async () => {
    const { db } = deps;
    const filters = await resolveSearchFilters(deps.catalog, params);
    const words = await foldedWords(db, params.q);
    const offset = cursor?.o ?? 0;
    const take = Math.min(params.limit, SEARCH.maxResults - offset);
    if (words.length === 0 || take <= 0) return { ...emptyPage(), total: nothing };
    const now = cursor ? new Date(cursor.t) : deps.clock();
    const query = {
      words,
      filters,
      now,
      timeZone: deps.timeZone,
      // Newest first for one word without filters needs only as many of the newest matches as the pages
      // up to this one; other searches rank the newest SEARCH.maxResults (docs/decisions/024).
      candidates: pageDeep({ sort: params.sort, filters, words }) ? offset + take + 1 : SEARCH.maxResults,
      sort: params.sort,
    };
    const found = await runSearchCounted(db, query, { offset, take: take + 1 });
    const ids = found.ids.slice(0, take);
    const more = found.ids.length > take && offset + take < SEARCH.maxResults;
    const next = more ? encodeSearchCursor({ t: now.toISOString(), s: params.sort, o: offset + take }) : null;
    // When the vocabulary already says there are far more than an exact count goes to, only estimate.
    const total = found.wholeWordsAll
      ? { count: found.candidates, exact: found.looseAll }
      : (found.expectedMatches ?? 0) > 2 * EXACT_COUNT_LIMIT
        ? await estimateAds(db, wholeWordMatches(query), found.expectedMatches)
        : await countAds(db, wholeWordMatches(query));
    return { ...(await loadPage(db, ids, next)), total };
  });
}

/** The ads of `ids` as cards show them, in that order, in one query. */
async function loadPage(db: Db, ids: string[], nextCursor: string | null): Promise<AdsPage> {
  if (ids.length === 0) return { ...emptyPage(), nextCursor };
  const rows = await selectListItems(db).where(inArray(ads.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return { rows: ids.flatMap((id) => byId.get(id) ?? []), nextCursor };
}
