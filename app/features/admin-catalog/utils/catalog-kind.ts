import type { AdminCategory, AdminCity } from '../../../../shared/schemas/admin-catalog';

/** The two lists the admin catalog pages manage; also the key of their public query (['categories']). */
export type CatalogKind = 'categories' | 'cities';
export type CatalogItem = AdminCategory | AdminCity;
export type ItemOf<K extends CatalogKind> = K extends 'categories' ? AdminCategory : AdminCity;

export const isCategory = (item: CatalogItem): item is AdminCategory => 'name_en' in item;

export const adminCatalogPath = (kind: CatalogKind, id?: string) =>
  id ? `/api/v1/admin/${kind}/${encodeURIComponent(id)}` : `/api/v1/admin/${kind}`;

export const adminCatalogKey = (kind: CatalogKind) => ['admin-catalog', kind] as const;
