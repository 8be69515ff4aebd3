import { slugify } from '../../../shared/slug';
import type { Db } from '../client';
import { categories, cities } from '../schema/catalog';

const EASTERN = 'America/New_York';
const UKRAINE = 'Europe/Kyiv';

/** SPEC section 3 seed cities plus the Tampa Bay ones (the default city is Tampa), with their time zones. */
export const SEED_CITY_ROWS = [
  { name: 'New York', nameUk: 'Нью-Йорк', timeZone: EASTERN },
  { name: 'Los Angeles', nameUk: 'Лос-Анджелес', timeZone: 'America/Los_Angeles' },
  { name: 'Chicago', nameUk: 'Чикаго', timeZone: 'America/Chicago' },
  { name: 'Kyiv', nameUk: 'Київ', timeZone: UKRAINE },
  { name: 'Lviv', nameUk: 'Львів', timeZone: UKRAINE },
  { name: 'Odesa', nameUk: 'Одеса', timeZone: UKRAINE },
  { name: 'Tampa', nameUk: 'Тампа', timeZone: EASTERN },
  { name: 'Clearwater', nameUk: 'Клірвотер', timeZone: EASTERN },
  { name: 'St Petersburg', nameUk: 'Сент-Пітерсберг', timeZone: EASTERN },
] as const;
export const SEED_CITIES = SEED_CITY_ROWS.map((c) => c.name);
export type SeedCityName = (typeof SEED_CITY_ROWS)[number]['name'];

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
    .values(SEED_CITY_ROWS.map((city) => ({ ...city, slug: slugify(city.name) })))
    .onConflictDoNothing();
  await db
    .insert(categories)
    .values(SEED_CATEGORIES.map((category, i) => ({ ...category, sortOrder: (i + 1) * 10 })))
    .onConflictDoNothing();
}
