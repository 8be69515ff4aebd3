import * as catalogApi from '../../../../shared/api/admin-catalog';
import type { AdminCategory, AdminCity } from '../../../../shared/schemas/admin-catalog';

/** The two lists the admin catalog pages manage; also the key of their public query (['categories']). */
export type CatalogKind = 'categories' | 'cities';
export type CatalogItem = AdminCategory | AdminCity;
export type ItemOf<K extends CatalogKind> = K extends 'categories' ? AdminCategory : AdminCity;

/** The operations of each list (shared/api/admin-catalog.ts). */
export const adminCatalogOperations = {
  categories: {
    list: catalogApi.listCategories,
    create: catalogApi.createCategory,
    update: catalogApi.updateCategory,
    remove: catalogApi.deleteCategory,
  },
  cities: {
    list: catalogApi.listCities,
    create: catalogApi.createCity,
    update: catalogApi.updateCity,
    remove: catalogApi.deleteCity,
  },
} as const;

export const isCategory = (item: CatalogItem): item is AdminCategory => 'name_en' in item;
