import type { ReferenceData } from '../../core/reference-data';
import type { Db } from '../../db/client';
import type { PublicContentFeed } from '../../db/public-content';
import { type CategoryRow, listCategories } from './list-categories';
import { type CityRow, listCities } from './list-cities';

/**
 * Cities and categories read once and kept while the public-content feed listens; a change to a table
 * (in any server process: migration 0019's NOTIFY) forgets its copy, and while the feed is not
 * listening every read goes to the database.
 */
export function createReferenceData(db: Db, feed: PublicContentFeed): ReferenceData {
  let cities: Promise<CityRow[]> | null = null;
  let categories: Promise<CategoryRow[]> | null = null;

  function forget(table: string | null) {
    if (table === null || table === 'cities') cities = null;
    if (table === null || table === 'categories') categories = null;
  }
  feed.subscribe(forget);

  function kept<T>(copy: Promise<T> | null, load: () => Promise<T>, keep: (p: Promise<T> | null) => void) {
    if (!feed.listening()) {
      void feed.listen();
      return load();
    }
    if (copy) return copy;
    // Kept before it resolves, so concurrent requests share one read; a change meanwhile drops it. A
    // real promise: a drizzle query runs again on every `then`.
    const loading = Promise.resolve(load());
    keep(loading);
    loading.catch(() => keep(null));
    return loading;
  }

  return {
    cities: () =>
      kept(
        cities,
        () => listCities(db),
        (p) => {
          cities = p;
        },
      ),
    categories: () =>
      kept(
        categories,
        () => listCategories(db),
        (p) => {
          categories = p;
        },
      ),
    forget: () => forget(null),
  };
}

/** Reads every time: for tools that run without a server's deps (the benchmark's SQL reports). */
export const uncachedReferenceData = (db: Db): ReferenceData => ({
  cities: () => listCities(db),
  categories: () => listCategories(db),
  forget: () => undefined,
});
