import { type To, useLocation } from 'react-router';
import type { Category, City } from '../../../../shared/schemas/catalog';

type PathParams = { cityName?: string; categorySlug?: string };

/**
 * Where a listing named by a city or category name (/Київ, /Kyiv/Нерухомість, /KYIV) lives: its one
 * address, /{city slug}[/{category slug}], with the same query. Null when the path already is it, or
 * names nothing yet known.
 */
export function useCanonicalListing(params: PathParams, city?: City, category?: Category): To | null {
  const { search, hash } = useLocation();
  if (!params.cityName || !city || (params.categorySlug && !category)) return null;
  const sameCity = params.cityName === city.slug;
  const sameCategory = !category || params.categorySlug === category.slug;
  if (sameCity && sameCategory) return null;
  return { pathname: category ? `/${city.slug}/${category.slug}` : `/${city.slug}`, search, hash };
}
