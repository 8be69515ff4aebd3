import { type CatalogItem, type CatalogKind, isCategory } from './catalog-kind';

/** The names of an item in each language (a city's Ukrainian one may be missing). */
export function namesOf(item: CatalogItem): { en: string; uk: string | null } {
  return isCategory(item) ? { en: item.name_en, uk: item.name_uk } : { en: item.name, uk: item.name_uk };
}

/** The moderation list narrowed to its ads, in every status. */
export function adsLinkOf(kind: CatalogKind, item: CatalogItem): string {
  const params = new URLSearchParams({
    status: 'all',
    [kind === 'categories' ? 'category' : 'city']: item.slug,
  });
  return `/admin?${params}`;
}
