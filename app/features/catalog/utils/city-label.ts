import type { City } from '../../../../shared/schemas/catalog';

/** A city's name in the interface language: the Ukrainian one in Ukrainian when it is set. */
export function cityLabel(city: Pick<City, 'name'> & { name_uk?: string | null }, language: string): string {
  return language !== 'en' && city.name_uk ? city.name_uk : city.name;
}
