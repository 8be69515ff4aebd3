import { findCategory, findCity } from '../../shared/catalog-lookup';
import type { ReferenceData } from '../core/reference-data';
import { presentCategory, presentCity } from '../presenters/catalog';
import type { ListingPlace } from './listing-head';

/**
 * The city (and category) a listing address names, by slug, id or name in either language ("/Київ",
 * "/Kyiv/Нерухомість", the SPA's own lookup); null when a part names nothing.
 */
export async function resolveListingPlace(
  catalog: ReferenceData,
  citySegment: string,
  categorySegment: string | undefined,
): Promise<ListingPlace | null> {
  const [cityRows, categoryRows] = await Promise.all([
    catalog.cities(),
    categorySegment === undefined ? [] : catalog.categories(),
  ]);
  const city = findCity(cityRows.map(presentCity), citySegment);
  if (!city) return null;
  if (categorySegment === undefined) return { city };
  const category = findCategory(categoryRows.map(presentCategory), categorySegment);
  return category ? { city, category } : null;
}
