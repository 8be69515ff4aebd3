import type { ReferenceData } from '../../core/reference-data';
import type { Db } from '../../db/client';
import { keptCopy } from '../../db/kept-copy';
import type { PublicContentFeed } from '../../db/public-content';
import { listCategories } from './list-categories';
import { listCities } from './list-cities';

/**
 * Cities and categories read once and kept while the public-content feed listens; a change to a table
 * (in any server process: migration 0019's NOTIFY) forgets its copy, and while the feed is not
 * listening every read goes to the database.
 */
export function createReferenceData(db: Db, feed: PublicContentFeed): ReferenceData {
  const cities = keptCopy('cities', feed, () => listCities(db));
  const categories = keptCopy('categories', feed, () => listCategories(db));
  const forget = (table: string | null) => {
    if (table === null || table === 'cities') cities.forget();
    if (table === null || table === 'categories') categories.forget();
  };
  feed.subscribe(forget);
  return { cities: cities.get, categories: categories.get, forget: () => forget(null) };
}

/** Reads every time: for tools that run without a server's deps (the benchmark's SQL reports). */
export const uncachedReferenceData = (db: Db): ReferenceData => ({
  cities: () => listCities(db),
  categories: () => listCategories(db),
  forget: () => undefined,
});
