import { findCategory, findCity } from '../../../shared/catalog-lookup';
import { AppError } from '../../core/app-error';
import type { Db } from '../../db/client';
import { listCategories } from './list-categories';
import { listCities } from './list-cities';

/** A city or category named by id, slug, or its name in either language (any case), as the SPA's paths
 * are. Unknown -> 404. */
export async function resolveFilters(db: Db, query: { city?: string; category?: string }) {
  let cityId: string | undefined;
  let categoryId: string | undefined;
  if (query.city) {
    const named = (await listCities(db)).map((c) => ({
      id: c.id,
      slug: c.slug,
      name: c.name,
      name_uk: c.nameUk,
    }));
    const city = findCity(named, query.city);
    if (!city) throw new AppError('NOT_FOUND', 404);
    cityId = city.id;
  }
  if (query.category) {
    const named = (await listCategories(db)).map((c) => ({
      id: c.id,
      slug: c.slug,
      name_en: c.nameEn,
      name_uk: c.nameUk,
    }));
    const category = findCategory(named, query.category);
    if (!category) throw new AppError('NOT_FOUND', 404);
    categoryId = category.id;
  }
  return { cityId, categoryId };
}
