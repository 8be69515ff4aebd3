import { findCategory, findCity } from '../../shared/catalog-lookup';
import type { Db } from '../db/client';
import { presentCategory, presentCity } from '../presenters/catalog';
import { listCategories } from '../services/catalog/list-categories';
import { listCities } from '../services/catalog/list-cities';
import type { ListingPlace } from './listing-head';

/**
 * The city (and category) a listing address names, by slug, id or name in either language ("/Київ",
 * "/Kyiv/Нерухомість", the SPA's own lookup); null when a part names nothing.
 */
export async function resolveListingPlace(
  db: Db,
  citySegment: string,
  categorySegment: string | undefined,
): Promise<ListingPlace | null> {
  const [cityRows, categoryRows] = await Promise.all([
    listCities(db),
    categorySegment === undefined ? [] : listCategories(db),
  ]);
  const city = findCity(cityRows.map(presentCity), citySegment);
  if (!city) return null;
  if (categorySegment === undefined) return { city };
  const category = findCategory(categoryRows.map(presentCategory), categorySegment);
  return category ? { city, category } : null;
}
