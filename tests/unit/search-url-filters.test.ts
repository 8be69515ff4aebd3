import { describe, expect, it } from 'vitest';
import { fromDraft, toDraft } from '../../app/features/search/utils/filters-draft';
import { toSearchApiQuery, withCatalogSlugs } from '../../app/features/search/utils/search-api-query';
import {
  countActiveFilters,
  NO_FILTERS,
  readSearchFilters,
  type SearchFilters,
  writeSearchFilters,
} from '../../app/features/search/utils/search-filters';
import type { Category, City } from '../../shared/schemas/catalog';

const read = (query: string) => readSearchFilters(new URLSearchParams(query));

const city = (id: string, name: string, slug: string): City => ({
  id,
  name,
  name_uk: null,
  slug,
  time_zone: 'America/New_York',
});
const cities = [
  city('5f0c1c9e-0000-4000-8000-000000000001', 'Tampa', 'tampa'),
  city('5f0c1c9e-0000-4000-8000-000000000002', 'St Petersburg', 'st-petersburg'),
  city('5f0c1c9e-0000-4000-8000-000000000003', 'Kyiv', 'kyiv'),
];
const categories: Category[] = [
  {
    id: '6a0c1c9e-0000-4000-8000-000000000001',
    name_en: 'Jobs',
    name_uk: 'Робота',
    slug: 'jobs',
    sort_order: 1,
    is_community: false,
  },
  {
    id: '6a0c1c9e-0000-4000-8000-000000000002',
    name_en: 'Pets',
    name_uk: 'Тварини',
    slug: 'pets',
    sort_order: 2,
    is_community: false,
  },
];

describe('the search address', () => {
  it('reads every filter under its own name', () => {
    expect(
      read(
        'q=%20bike%20&city=tampa,kyiv&category=jobs&min_price=10&max_price=99.5&posted=7d&images=1&events=true&sort=price_asc',
      ),
    ).toEqual({
      q: 'bike',
      sort: 'price_asc',
      cities: ['tampa', 'kyiv'],
      categories: ['jobs'],
      minPrice: 10,
      maxPrice: 99.5,
      posted: '7d',
      withImages: true,
      eventsOnly: true,
    });
  });

  it('is the plain search, newest first, when it holds nothing', () => {
    expect(read('')).toEqual({ q: '', sort: 'newest', ...NO_FILTERS });
    expect(writeSearchFilters({ q: '', sort: 'newest', ...NO_FILTERS }).toString()).toBe('');
  });

  it('ignores values that make no sense instead of failing', () => {
    expect(
      read('city=,,%20&category=&min_price=-5&max_price=abc&posted=yesterday&images=yes&events=0&sort=cheap'),
    ).toEqual({ q: '', sort: 'newest', ...NO_FILTERS });
    expect(read('min_price=1e5&max_price=12.345')).toMatchObject({
      minPrice: undefined,
      maxPrice: undefined,
    });
    expect(read(`q=${'a'.repeat(500)}`).q).toHaveLength(200);
  });

  it('takes cities as a comma list or repeated, each once', () => {
    expect(read('city=tampa&city=Kyiv,tampa').cities).toEqual(['tampa', 'Kyiv']);
  });

  it('turns a reversed price range round', () => {
    expect(read('min_price=500&max_price=20')).toMatchObject({ minPrice: 20, maxPrice: 500 });
  });

  it('writes what it reads (defaults left out)', () => {
    const filters: SearchFilters = {
      q: 'квартира',
      cities: ['tampa', 'st-petersburg'],
      categories: ['pets'],
      minPrice: 0,
      maxPrice: 1500,
      posted: 'today',
      withImages: false,
      eventsOnly: true,
      sort: 'price_desc',
    };
    const written = writeSearchFilters(filters);
    expect(written.toString()).toBe(
      'q=%D0%BA%D0%B2%D0%B0%D1%80%D1%82%D0%B8%D1%80%D0%B0&city=tampa%2Cst-petersburg&category=pets&min_price=0&max_price=1500&posted=today&events=1&sort=price_desc',
    );
    expect(readSearchFilters(written)).toEqual(filters);
  });

  it('counts each kind of filter once', () => {
    expect(countActiveFilters(read('q=x'))).toBe(0);
    expect(countActiveFilters(read('city=a,b&category=c&max_price=5'))).toBe(3);
    expect(countActiveFilters(read('posted=30d&images=1&events=1&min_price=1&max_price=2'))).toBe(4);
  });
});

describe('the API question of a search', () => {
  it('matches cities by slug, name or id and categories by slug or id; unknown ones are dropped', () => {
    const filters = read(
      `q=bike&city=St Petersburg,${cities[2]?.id},TAMPA,atlantis&category=${categories[1]?.id},jobs,nothing`,
    );
    expect(withCatalogSlugs(filters, { cities, categories })).toMatchObject({
      cities: ['st-petersburg', 'kyiv', 'tampa'],
      categories: ['pets', 'jobs'],
    });
  });

  it('names the API parameters and leaves defaults out', () => {
    const filters = withCatalogSlugs(
      read('q=bike&city=tampa,kyiv&category=jobs&min_price=5&posted=30d&images=1&events=1'),
      { cities, categories },
    );
    expect(toSearchApiQuery(filters)).toEqual({
      q: 'bike',
      city: 'tampa,kyiv',
      category: 'jobs',
      min_price: 5,
      max_price: undefined,
      posted: '30d',
      with_images: 'true',
      events_only: 'true',
    });
    expect(toSearchApiQuery(read('q=bike&sort=relevant'))).toMatchObject({ sort: 'relevant' });
    expect(toSearchApiQuery(read('q=bike&posted=all&sort=newest'))).toEqual({
      q: 'bike',
      city: undefined,
      category: undefined,
      min_price: undefined,
      max_price: undefined,
      posted: undefined,
      with_images: undefined,
      events_only: undefined,
    });
  });
});

describe('the filters form', () => {
  const draft = toDraft(read('min_price=10&max_price=20&posted=today'));

  it('starts from the applied filters and gives them back', () => {
    expect(draft).toMatchObject({ minPrice: '10', maxPrice: '20', posted: 'today' });
    const { q: _q, sort: _sort, ...applied } = read('min_price=10&max_price=20&posted=today&sort=relevant');
    expect(fromDraft(draft)).toEqual({ filters: applied });
  });

  it('reads a decimal comma and leaves an empty price unbounded', () => {
    expect(fromDraft({ ...draft, minPrice: ' 9,5 ', maxPrice: '' })).toMatchObject({
      filters: { minPrice: 9.5, maxPrice: undefined },
    });
  });

  it('refuses prices that are not amounts, and a "from" above the "to"', () => {
    expect(fromDraft({ ...draft, minPrice: 'ten', maxPrice: '-1' }).errors).toEqual({
      minPrice: 'priceInvalid',
      maxPrice: 'priceInvalid',
    });
    expect(fromDraft({ ...draft, minPrice: '50', maxPrice: '20' }).errors).toEqual({
      minPrice: 'priceOrder',
    });
  });
});
