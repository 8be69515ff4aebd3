import type { Db } from '../client';
import { categories, cities } from '../schema/catalog';

/** SPEC section 3 seed cities plus the Tampa Bay ones (the default city is Tampa). */
export const SEED_CITIES = [
  'New York',
  'Los Angeles',
  'Chicago',
  'Kyiv',
  'Lviv',
  'Odesa',
  'Tampa',
  'Clearwater',
  'St Petersburg',
] as const;
export type SeedCityName = (typeof SEED_CITIES)[number];

export const SEED_CATEGORIES = [
  { slug: 'real-estate', nameEn: 'Real Estate', nameUk: 'Нерухомість' },
  { slug: 'vehicles', nameEn: 'Vehicles', nameUk: 'Транспорт' },
  { slug: 'electronics', nameEn: 'Electronics', nameUk: 'Електроніка' },
  { slug: 'jobs', nameEn: 'Jobs', nameUk: 'Робота' },
  { slug: 'services', nameEn: 'Services', nameUk: 'Послуги' },
  { slug: 'household-items', nameEn: 'Household Items', nameUk: 'Товари для дому' },
  { slug: 'fashion', nameEn: 'Fashion', nameUk: 'Мода' },
  { slug: 'pets', nameEn: 'Pets', nameUk: 'Тварини' },
] as const;
export type SeedCategorySlug = (typeof SEED_CATEGORIES)[number]['slug'];

/** Idempotent: rows that already exist (by name / slug) are left as they are, admin edits included. */
export async function seedReferenceData(db: Db): Promise<void> {
  await db
    .insert(cities)
    .values(SEED_CITIES.map((name) => ({ name })))
    .onConflictDoNothing({ target: cities.name });
  await db
    .insert(categories)
    .values(SEED_CATEGORIES.map((category) => ({ ...category })))
    .onConflictDoNothing({ target: categories.slug });
}
