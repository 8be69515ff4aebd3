import { inArray } from 'drizzle-orm';
import { SEARCH } from '../../../shared/constants';
import type { Db } from '../../db/client';
import { advertisements as ads } from '../../db/schema/ads';
import { loadImages, selectAds } from '../ads/ad-query';
import type { AdsPage } from '../ads/list-ads';
import { loadRatingSummaries } from '../ratings/rating-summaries';
import { questionKey } from './question-key';
import { runSearch } from './run-search';
import { cachedAnswer } from './search-cache';
import { decodeSearchCursor, encodeSearchCursor } from './search-cursor';
import { type RawSearchFilters, resolveSearchFilters } from './search-filters';
import { foldedWords } from './search-words';

export interface SearchAdsParams extends RawSearchFilters {
  q: string;
  cursor?: string;
  limit: number;
}

interface SearchDeps {
  db: Db;
  timeZone: string;
  cacheSeconds: number;
  /** The request's now (Deps.clock): a first page's snapshot time; later pages keep their cursor's. */
  clock: () => Date;
}

const emptyPage = (): AdsPage => ({ rows: [], images: new Map(), ratings: new Map(), nextCursor: null });

/** One page of search results with what presenting them needs; answers are cached (search-cache.ts). */
export async function searchAds(deps: SearchDeps, params: SearchAdsParams): Promise<AdsPage> {
  const cursor = params.cursor ? decodeSearchCursor(params.cursor) : undefined;
  const key = questionKey('search', params.q, params, { cursor: params.cursor ?? '', limit: params.limit });
  return cachedAnswer(key, deps.cacheSeconds, async () => {
    const { db } = deps;
    const filters = await resolveSearchFilters(db, params);
    const words = await foldedWords(db, params.q);
    const offset = cursor?.o ?? 0;
    const take = Math.min(params.limit, SEARCH.maxResults - offset);
    if (words.length === 0 || take <= 0) return emptyPage();
    const now = cursor ? new Date(cursor.t) : deps.clock();
    const found = await runSearch(
      db,
      { words, filters, now, timeZone: deps.timeZone, candidates: SEARCH.maxResults },
      { offset, take: take + 1 },
    );
    const ids = found.slice(0, take);
    const more = found.length > take && offset + take < SEARCH.maxResults;
    const next = more ? encodeSearchCursor({ t: now.toISOString(), o: offset + take }) : null;
    return loadPage(db, ids, next);
  });
}

/** The ads of `ids`, in that order, with their images and rating summaries. */
async function loadPage(db: Db, ids: string[], nextCursor: string | null): Promise<AdsPage> {
  if (ids.length === 0) return { ...emptyPage(), nextCursor };
  const [rows, images, ratings] = await Promise.all([
    selectAds(db).where(inArray(ads.id, ids)),
    loadImages(db, ids),
    loadRatingSummaries(db, ids),
  ]);
  const byId = new Map(rows.map((row) => [row.ad.id, row]));
  const ordered = ids.flatMap((id) => byId.get(id) ?? []);
  return { rows: ordered, images, ratings, nextCursor };
}
