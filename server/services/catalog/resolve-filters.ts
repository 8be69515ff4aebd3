import { slugify } from '../../../shared/slug';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { listCategories } from './list-categories';
import { listCities } from './list-cities';

const same = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' }) === 0;

/** A city is named by id, name (any case) or slug; a category by id or slug. Unknown -> 404. */
export async function resolveFilters(db: Db, query: { city?: string; category?: string }) {
  let cityId: string | undefined;
  let categoryId: string | undefined;
  if (query.city) {
    const wanted = query.city.trim();
    const all = await listCities(db);
    // An exact id or slug first: an admin may give a city a slug that is another city's name.
    const city =
      all.find((c) => c.id === wanted || c.slug === wanted) ??
      all.find((c) => same(c.name, wanted) || c.slug === slugify(wanted));
    if (!city) throw new AppError('NOT_FOUND', 404);
    cityId = city.id;
  }
  if (query.category) {
    const wanted = query.category.trim().toLowerCase();
    const category = (await listCategories(db)).find((c) => c.id === wanted || c.slug === wanted);
    if (!category) throw new AppError('NOT_FOUND', 404);
    categoryId = category.id;
  }
  return { cityId, categoryId };
}
