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

/** Where each of ADDRESSES is (approximately), so the demo map has markers with no geocoder at hand. */
const ADDRESS_POINTS: Record<string, readonly [lat: number, lng: number]> = {
  '2500 W Kennedy Blvd, Tampa, FL 33609': [27.9446, -82.4857],
  '4100 N Armenia Ave, Tampa, FL 33607': [27.9836, -82.4824],
  '1600 E 7th Ave, Tampa, FL 33605': [27.9601, -82.4396],
  '1200 Cleveland St, Clearwater, FL 33755': [27.9652, -82.788],
  '2600 Gulf to Bay Blvd, Clearwater, FL 33759': [27.9593, -82.733],
  '600 Central Ave, St Petersburg, FL 33701': [27.7713, -82.6443],
  '3400 4th St N, St Petersburg, FL 33704': [27.802, -82.6381],
  '150 2nd Ave, New York, NY 10003': [40.7295, -73.9874],
  '200 Brighton Beach Ave, Brooklyn, NY 11235': [40.5777, -73.9617],
  '5000 Sunset Blvd, Los Angeles, CA 90027': [34.098, -118.2985],
  '1200 N Vermont Ave, Los Angeles, CA 90029': [34.0937, -118.2915],
  '2200 W Chicago Ave, Chicago, IL 60622': [41.8957, -87.6814],
  '800 N Oakley Blvd, Chicago, IL 60622': [41.8963, -87.6845],
  'вул. Хрещатик, 22, Київ': [50.4487, 30.5222],
  'вул. Саксаганського, 50, Київ': [50.4367, 30.5082],
  'пл. Ринок, 10, Львів': [49.8419, 24.0316],
  'вул. Городоцька, 75, Львів': [49.8386, 23.9966],
  'вул. Дерибасівська, 12, Одеса': [46.4843, 30.736],
  'Французький бульвар, 40, Одеса': [46.464, 30.753],
};

/**
 * The demo ad number `n` at `address`, already geocoded. Ads sharing an address are spread up to
 * ~400 m around it (a golden-angle spiral, no randomness used) so their markers do not sit on one another.
 */
export function demoPlacement(address: string, n: number) {
  const point = ADDRESS_POINTS[address];
  if (!point) return {};
  const angle = n * 2.399963;
  const radius = 0.0006 * Math.sqrt(n % 24);
  return {
    geocodeStatus: 'ok' as const,
    geocodedAddress: address,
    latitude: Number((point[0] + radius * Math.sin(angle)).toFixed(6)),
    longitude: Number((point[1] + radius * Math.cos(angle)).toFixed(6)),
  };
}

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
