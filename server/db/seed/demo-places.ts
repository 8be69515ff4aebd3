import type { SeedCityName } from './reference-data';

export const TAMPA_BAY: readonly SeedCityName[] = ['Tampa', 'Clearwater', 'St Petersburg'];
const UKRAINE: readonly SeedCityName[] = ['Kyiv', 'Lviv', 'Odesa'];

export function isInUkraine(city: SeedCityName): boolean {
  return UKRAINE.includes(city);
}

/** Most of the community lives around Tampa Bay; English ads are rarer in Ukraine. */
export function cityWeights(language: 'uk' | 'en'): (readonly [SeedCityName, number])[] {
  const ukraine = language === 'uk' ? 6 : 2;
  return [
    ['Tampa', 24],
    ['Clearwater', 14],
    ['St Petersburg', 14],
    ['New York', 10],
    ['Chicago', 9],
    ['Los Angeles', 7],
    ['Kyiv', ukraine],
    ['Lviv', ukraine],
    ['Odesa', ukraine],
  ];
}

/** Locative case ("у Тампі"): `{city}` in Ukrainian templates always follows "в"/"у". */
export const CITY_LOCATIVE_UK: Record<SeedCityName, string> = {
  'New York': 'Нью-Йорку',
  'Los Angeles': 'Лос-Анджелесі',
  Chicago: 'Чикаго',
  Kyiv: 'Києві',
  Lviv: 'Львові',
  Odesa: 'Одесі',
  Tampa: 'Тампі',
  Clearwater: 'Клірвотері',
  'St Petersburg': 'Сент-Пітерсбурзі',
};

/** Street-level addresses a geocoder can place on the map. */
export const ADDRESSES: Record<SeedCityName, readonly string[]> = {
  Tampa: [
    '2500 W Kennedy Blvd, Tampa, FL 33609',
    '4100 N Armenia Ave, Tampa, FL 33607',
    '1600 E 7th Ave, Tampa, FL 33605',
  ],
  Clearwater: ['1200 Cleveland St, Clearwater, FL 33755', '2600 Gulf to Bay Blvd, Clearwater, FL 33759'],
  'St Petersburg': ['600 Central Ave, St Petersburg, FL 33701', '3400 4th St N, St Petersburg, FL 33704'],
  'New York': ['150 2nd Ave, New York, NY 10003', '200 Brighton Beach Ave, Brooklyn, NY 11235'],
  'Los Angeles': ['5000 Sunset Blvd, Los Angeles, CA 90027', '1200 N Vermont Ave, Los Angeles, CA 90029'],
  Chicago: ['2200 W Chicago Ave, Chicago, IL 60622', '800 N Oakley Blvd, Chicago, IL 60622'],
  Kyiv: ['вул. Хрещатик, 22, Київ', 'вул. Саксаганського, 50, Київ'],
  Lviv: ['пл. Ринок, 10, Львів', 'вул. Городоцька, 75, Львів'],
  Odesa: ['вул. Дерибасівська, 12, Одеса', 'Французький бульвар, 40, Одеса'],
};

const AREA_CODES: Record<SeedCityName, string> = {
  Tampa: '813',
  Clearwater: '727',
  'St Petersburg': '727',
  'New York': '718',
  'Los Angeles': '323',
  Chicago: '773',
  Kyiv: '44',
  Lviv: '32',
  Odesa: '48',
};

/** 555-01xx numbers are reserved for fiction in North America. */
export function demoPhone(city: SeedCityName, n: number): string {
  const last = String(n % 100).padStart(2, '0');
  if (isInUkraine(city)) return `+380 ${AREA_CODES[city]} 555 01 ${last}`;
  return `(${AREA_CODES[city]}) 555-01${last}`;
}
