import type { MapQuery } from '../../../shared/schemas/map';
import { AppError } from '../../core/app-error';
import type { ReferenceData } from '../../core/reference-data';
import { resolveFilters } from '../catalog/resolve-filters';
import type { MapFilter } from './list-map-ads';

/** The city as the listing names it; categories by id or slug, comma-separated. Unknown -> 404. */
export async function resolveMapFilter(catalog: ReferenceData, query: MapQuery): Promise<MapFilter> {
  const { cityId } = await resolveFilters(catalog, { city: query.city });
  const wanted = (query.category ?? '')
    .split(',')
    .map((value) => value.trim().toLowerCase())
    .filter(Boolean);
  if (wanted.length === 0) return { cityId };
  const all = await catalog.categories();
  const categoryIds = wanted.map((value) => {
    const category = all.find((c) => c.id === value || c.slug === value);
    if (!category) throw new AppError('NOT_FOUND', 404);
    return category.id;
  });
  return { cityId, categoryIds };
}
