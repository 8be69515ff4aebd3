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
    const city = (await listCities(db)).find(
      (c) => c.id === wanted || same(c.name, wanted) || (c.name && slugify(c.name) === slugify(wanted)),
    );
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
