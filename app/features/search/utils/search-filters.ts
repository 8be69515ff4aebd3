import { SEARCH, SEARCH_POSTED, type SearchPosted } from '../../../../shared/constants';
import { SEARCH_SORTS, type SearchSort } from '../../../../shared/schemas/search';

export type PostedWithin = SearchPosted;

/** What narrows a search: the filters form's part of it. */
export type SearchFilterFields = {
  cities: string[];
  categories: string[];
  minPrice?: number;
  maxPrice?: number;
  posted: PostedWithin;
  withImages: boolean;
  eventsOnly: boolean;
};

/**
 * What /search asks, as its address keeps it:
 * /search?q=…&city=tampa,miami&category=jobs&min_price=10&max_price=500&posted=7d&images=1&events=1&sort=price_asc.
 * Cities and categories are the values the address gave (slugs; a city also by name or id): they are
 * matched against the catalogue when the question goes to the API.
 */
export type SearchFilters = SearchFilterFields & { q: string; sort: SearchSort };

export const NO_FILTERS: SearchFilterFields = {
  cities: [],
  categories: [],
  minPrice: undefined,
  maxPrice: undefined,
  posted: 'all',
  withImages: false,
  eventsOnly: false,
};

/** More values than any catalogue has are someone's hand-made address: the rest is ignored. */
const MAX_LIST_VALUES = 50;
const MAX_VALUE_LENGTH = 100;

function listOf(params: URLSearchParams, key: string): string[] {
  const values = params
    .getAll(key)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value.length > 0 && value.length <= MAX_VALUE_LENGTH);
  return [...new Set(values)].slice(0, MAX_LIST_VALUES);
}

/** The prices the API takes: dollars, up to 12 digits and 2 decimals. */
const PRICE = /^\d{1,12}(\.\d{1,2})?$/;

/** A price from the address or the form, else nothing. */
export function parsePrice(value: string | null | undefined): number | undefined {
  const text = value?.trim() ?? '';
  return PRICE.test(text) ? Number(text) : undefined;
}

const isFlag = (value: string | null) => value === '1' || value === 'true';
const isPosted = (value: string | null): value is PostedWithin =>
  value !== null && (SEARCH_POSTED as readonly string[]).includes(value);
const isSort = (value: string | null): value is SearchSort =>
  value !== null && (SEARCH_SORTS as readonly string[]).includes(value);

/** The search in an address; values that make no sense are ignored (a reversed price range is turned round). */
export function readSearchFilters(params: URLSearchParams): SearchFilters {
  let minPrice = parsePrice(params.get('min_price'));
  let maxPrice = parsePrice(params.get('max_price'));
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice)
    [minPrice, maxPrice] = [maxPrice, minPrice];
  const posted = params.get('posted');
  const sort = params.get('sort');
  return {
    q: (params.get('q') ?? '').trim().slice(0, SEARCH.queryMaxLength),
    sort: isSort(sort) ? sort : 'newest',
    cities: listOf(params, 'city'),
    categories: listOf(params, 'category'),
    minPrice,
    maxPrice,
    posted: isPosted(posted) ? posted : 'all',
    withImages: isFlag(params.get('images')),
    eventsOnly: isFlag(params.get('events')),
  };
}

/** The address of a search: defaults left out, so a plain /search asks nothing. */
export function writeSearchFilters(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.cities.length) params.set('city', filters.cities.join(','));
  if (filters.categories.length) params.set('category', filters.categories.join(','));
  if (filters.minPrice !== undefined) params.set('min_price', String(filters.minPrice));
  if (filters.maxPrice !== undefined) params.set('max_price', String(filters.maxPrice));
  if (filters.posted !== 'all') params.set('posted', filters.posted);
  if (filters.withImages) params.set('images', '1');
  if (filters.eventsOnly) params.set('events', '1');
  if (filters.sort !== 'newest') params.set('sort', filters.sort);
  return params;
}

/** How many kinds of filter narrow the search (the phone's Filters button shows it). */
export function countActiveFilters(filters: SearchFilterFields): number {
  return [
    filters.cities.length > 0,
    filters.categories.length > 0,
    filters.minPrice !== undefined || filters.maxPrice !== undefined,
    filters.posted !== 'all',
    filters.withImages,
    filters.eventsOnly,
  ].filter(Boolean).length;
}
