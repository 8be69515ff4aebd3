import { eq, inArray, sql } from 'drizzle-orm';
import { SUGGESTIONS } from '../../../shared/constants';
import type { Suggestion } from '../../../shared/schemas/search';
import type { ReferenceData } from '../../core/reference-data';
import type { SearchCache } from '../../core/search-cache';
import type { Db } from '../../db/client';
import { advertisements as ads } from '../../db/schema/ads';
import { categories, cities } from '../../db/schema/catalog';
import { presentImage } from '../../presenters/ad';
import { presentCity } from '../../presenters/catalog';
import { loadImages } from '../ads/ad-query';
import { SUGGESTION_CANDIDATES } from './newest-walk';
import { questionKey } from './question-key';
import { runSearch } from './run-search';
import { resolveSearchFilters } from './search-filters';
import { foldedWords } from './search-words';
import { snippet } from './snippet';

interface SuggestDeps {
  db: Db;
  catalog: ReferenceData;
  timeZone: string;
  cacheSeconds: number;
  searchCache: SearchCache;
  /** The request's now (Deps.clock): what is paid. */
  clock: () => Date;
}

/** Up to SUGGESTIONS.adLimit ads for the search box, ranked like a search (docs/decisions/011). */
export function suggestAds(deps: SuggestDeps, params: { q: string; city?: string }): Promise<Suggestion[]> {
  const key = questionKey('suggest', params.q, { city: params.city });
  return deps.searchCache.answer(key, deps.cacheSeconds, async () => {
    const { db } = deps;
    const filters = await resolveSearchFilters(deps.catalog, { city: params.city });
    const words = await foldedWords(db, params.q);
    if (words.length === 0) return [];
    const found = await runSearch(
      db,
      { words, filters, now: deps.clock(), timeZone: deps.timeZone, candidates: SUGGESTION_CANDIDATES },
      { offset: 0, take: SUGGESTIONS.adLimit },
    );
    return loadSuggestions(db, found);
  });
}

async function loadSuggestions(db: Db, ids: string[]): Promise<Suggestion[]> {
  if (ids.length === 0) return [];
  const [rows, images] = await Promise.all([
    db
      .select({
        id: ads.id,
        title: ads.title,
        plain: sql<string>`hromada_plain(${ads.description})`,
        category: categories,
        city: cities,
      })
      .from(ads)
      .innerJoin(categories, eq(categories.id, ads.categoryId))
      .innerJoin(cities, eq(cities.id, ads.cityId))
      .where(inArray(ads.id, ids)),
    loadImages(db, ids),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const primary = images.get(id)?.[0];
    return [
      {
        id,
        title: row.title,
        snippet: snippet(row.plain),
        category: {
          id: row.category.id,
          slug: row.category.slug,
          name_en: row.category.nameEn,
          name_uk: row.category.nameUk,
        },
        city: presentCity(row.city),
        image: primary ? presentImage(primary).thumbnail_path : null,
      },
    ];
  });
}
