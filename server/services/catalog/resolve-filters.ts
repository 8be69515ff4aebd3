import { findNamed } from '../../../shared/catalog-lookup';
import { AppError } from '../../core/app-error';
import type { ReferenceData } from '../../core/reference-data';

/** A city or category named by id, slug, or its name in either language (any case), as the SPA's paths
 * are, from the kept reference data. Unknown -> 404. */
export async function resolveFilters(catalog: ReferenceData, query: { city?: string; category?: string }) {
  const cityId = await idOf(query.city, catalog, catalog.cities, (city) => [city.name, city.nameUk]);
  const categoryId = await idOf(query.category, catalog, catalog.categories, (c) => [c.nameEn, c.nameUk]);
  return { cityId, categoryId };
}

async function idOf<T extends { id: string; slug: string }>(
  value: string | undefined,
  catalog: ReferenceData,
  load: () => Promise<T[]>,
  names: (item: T) => (string | null | undefined)[],
): Promise<string | undefined> {
  if (!value) return undefined;
  let found = findNamed(await load(), value, names);
  if (!found) {
    // Made a moment ago by another process, its NOTIFY may still be on the way: read afresh once.
    catalog.forget();
    found = findNamed(await load(), value, names);
  }
  if (!found) throw new AppError('NOT_FOUND', 404);
  return found.id;
}
