import type { AdminCategory, AdminCity } from '../../shared/schemas/admin-catalog';
import type { Category, City } from '../../shared/schemas/catalog';
import type { CategoryRow } from '../services/catalog/list-categories';
import type { CityRow } from '../services/catalog/list-cities';

export const presentCity = (c: CityRow): City => ({
  id: c.id,
  name: c.name,
  name_uk: c.nameUk ?? null,
  slug: c.slug,
  time_zone: c.timeZone,
});

export const presentCategory = (c: CategoryRow): Category => ({
  id: c.id,
  name_en: c.nameEn,
  name_uk: c.nameUk,
  slug: c.slug,
  sort_order: c.sortOrder,
  is_community: c.isCommunity,
});

/** For the admin pages: the public fields, its ads' lifetime, how many ads it holds (any status) and when it changed. */
export const presentAdminCategory = (c: CategoryRow, adCount: number): AdminCategory => ({
  ...presentCategory(c),
  ad_lifetime_days: c.adLifetimeDays ?? null,
  ad_count: adCount,
  created_at: c.createdAt.toISOString(),
  updated_at: c.updatedAt.toISOString(),
});

export const presentAdminCity = (c: CityRow, adCount: number): AdminCity => ({
  ...presentCity(c),
  ad_count: adCount,
  created_at: c.createdAt.toISOString(),
  updated_at: c.updatedAt.toISOString(),
});
