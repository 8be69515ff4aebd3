import { count, eq, sql } from 'drizzle-orm';
import type { Language } from '../../../shared/constants';
import { SAVED_SEARCHES } from '../../../shared/saved-searches';
import type { NewSavedSearch } from '../../../shared/schemas/saved-searches';
import { AppError } from '../../core/app-error';
import type { ReferenceData } from '../../core/reference-data';
import type { Viewer } from '../../core/viewer';
import type { Db } from '../../db/client';
import { savedSearches } from '../../db/schema/saved-searches';
import { rememberLanguage } from '../profiles/remember-language';
import { resolveSearchFilters } from '../search/search-filters';
import { foldedWords } from '../search/search-words';
import { defaultSavedSearchName } from './default-name';

export type SavedSearchRow = typeof savedSearches.$inferSelect;

/**
 * Saves the viewer's search: its words folded as the search folds them, its filters checked as
 * /search checks them (an unknown city is a 400 naming it). A search must name a word, a city or a
 * category; at most SAVED_SEARCHES.maxPerPerson each, counted under a per-person transaction lock so
 * two requests at once cannot pass the cap together. Alerts go in the language it was saved in.
 */
export async function createSavedSearch(
  deps: { db: Db; catalog: ReferenceData },
  viewer: Viewer,
  input: NewSavedSearch,
  language: Language,
): Promise<SavedSearchRow> {
  const filters = await resolveSearchFilters(deps.catalog, input.filters);
  const words = input.q ? await foldedWords(deps.db, input.q) : [];
  if (words.length === 0 && filters.cityIds.length === 0 && filters.categoryIds.length === 0)
    throw new AppError('SAVED_SEARCH_EMPTY', 400);
  const name = input.name ?? (await defaultSavedSearchName(deps.catalog, input.q, filters, language));
  const row = await deps.db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`saved_searches:${viewer.id}`}, 0))`,
    );
    const [held] = await tx
      .select({ n: count() })
      .from(savedSearches)
      .where(eq(savedSearches.userId, viewer.id));
    if ((held?.n ?? 0) >= SAVED_SEARCHES.maxPerPerson)
      throw new AppError('TOO_MANY_SAVED_SEARCHES', 409, {
        params: { max: String(SAVED_SEARCHES.maxPerPerson) },
      });
    const [saved] = await tx
      .insert(savedSearches)
      .values({
        userId: viewer.id,
        name: name.slice(0, SAVED_SEARCHES.nameMaxLength),
        q: input.q,
        words,
        filters: input.filters,
        frequency: input.frequency,
        notifyInApp: input.notify_in_app,
        notifyEmail: input.notify_email,
      })
      .returning();
    if (!saved) throw new Error('saved search not stored');
    return saved;
  });
  await rememberLanguage(deps.db, viewer.id, language);
  return row;
}
