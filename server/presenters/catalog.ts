import type { Category, City } from '../../shared/schemas/catalog';
import { slugify } from '../../shared/slug';
import type { CategoryRow } from '../services/catalog/list-categories';
import type { CityRow } from '../services/catalog/list-cities';

export const presentCity = (c: CityRow): City => ({ id: c.id, name: c.name, slug: slugify(c.name) });

export const presentCategory = (c: CategoryRow): Category => ({
  id: c.id,
  name_en: c.nameEn,
  name_uk: c.nameUk,
  slug: c.slug,
});
