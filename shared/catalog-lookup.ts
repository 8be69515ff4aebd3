import { slugify } from './slug';

type NamedCity = { id: string; slug: string; name: string; name_uk?: string | null };
type NamedCategory = { id: string; slug: string; name_en: string; name_uk: string };

/**
 * The first item whose id or stored slug is `value`, else whose name in either language reads the
 * same as a slug ("Київ", "KYIV", "kyiv"; "St Petersburg", "st-petersburg"). The stored slug comes
 * first: an admin may give one item a slug that is another item's name.
 */
export function findNamed<T extends { id: string; slug: string }>(
  items: readonly T[],
  value: string | null | undefined,
  names: (item: T) => (string | null | undefined)[],
): T | undefined {
  const wanted = value?.trim();
  if (!wanted) return undefined;
  const slug = slugify(wanted);
  const byKey = items.find((item) => item.id === wanted || item.slug === slug);
  if (byKey || !slug) return byKey;
  return items.find((item) => names(item).some((name) => name && slugify(name) === slug));
}

/** A city by id, slug, or its English or Ukrainian name in any case (the SPA's paths and `?city=`, the server's pages). */
export const findCity = <C extends NamedCity>(cities: readonly C[], value: string | null | undefined) =>
  findNamed(cities, value, (city) => [city.name, city.name_uk]);

/** A category by id, slug, or its English or Ukrainian name in any case. */
export const findCategory = <C extends NamedCategory>(
  categories: readonly C[],
  value: string | null | undefined,
) => findNamed(categories, value, (category) => [category.name_en, category.name_uk]);
