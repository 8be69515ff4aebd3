import type { Language } from '../../../shared/constants';
import type { ReferenceData } from '../../core/reference-data';
import type { SearchFilters } from '../search/search-filters';

/** A saved search's name when its person gave none: the question, else its category and city. */
export async function defaultSavedSearchName(
  catalog: ReferenceData,
  q: string,
  filters: SearchFilters,
  language: Language,
): Promise<string> {
  if (q) return q;
  const [categories, cities] = await Promise.all([catalog.categories(), catalog.cities()]);
  const categoryNames = categories
    .filter((c) => filters.categoryIds.includes(c.id))
    .map((c) => (language === 'uk' ? c.nameUk : c.nameEn));
  const cityNames = cities
    .filter((c) => filters.cityIds.includes(c.id))
    .map((c) => (language === 'uk' ? (c.nameUk ?? c.name) : c.name));
  return [...categoryNames, ...cityNames].join(' · ');
}
