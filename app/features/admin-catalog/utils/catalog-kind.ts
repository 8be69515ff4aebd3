import type { z } from 'zod';
import {
  AdminCategory,
  AdminCategoryList,
  AdminCity,
  AdminCityList,
} from '../../../../shared/schemas/admin-catalog';

/** The two lists the admin catalog pages manage; also the key of their public query (['categories']). */
export type CatalogKind = 'categories' | 'cities';
export type CatalogItem = AdminCategory | AdminCity;
export type ItemOf<K extends CatalogKind> = K extends 'categories' ? AdminCategory : AdminCity;

/** The response schemas of each list's routes: one item, and the whole list. */
export const adminCatalogSchemas: {
  [K in CatalogKind]: { item: z.ZodType<ItemOf<K>>; list: z.ZodType<{ items: ItemOf<K>[] }> };
} = {
  categories: { item: AdminCategory, list: AdminCategoryList },
  cities: { item: AdminCity, list: AdminCityList },
};

export const isCategory = (item: CatalogItem): item is AdminCategory => 'name_en' in item;

export const adminCatalogPath = (kind: CatalogKind, id?: string) =>
  id ? `/api/v1/admin/${kind}/${encodeURIComponent(id)}` : `/api/v1/admin/${kind}`;
