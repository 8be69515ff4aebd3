import { type PostedWithin, parsePrice, type SearchFilterFields } from './search-filters';

/** The filters form's fields before Apply: prices as typed. */
export type FiltersDraft = {
  cities: string[];
  categories: string[];
  minPrice: string;
  maxPrice: string;
  posted: PostedWithin;
  withImages: boolean;
  eventsOnly: boolean;
};

export type DraftErrors = { minPrice?: 'priceInvalid' | 'priceOrder'; maxPrice?: 'priceInvalid' };

export function toDraft(filters: SearchFilterFields): FiltersDraft {
  return {
    cities: filters.cities,
    categories: filters.categories,
    minPrice: filters.minPrice === undefined ? '' : String(filters.minPrice),
    maxPrice: filters.maxPrice === undefined ? '' : String(filters.maxPrice),
    posted: filters.posted,
    withImages: filters.withImages,
    eventsOnly: filters.eventsOnly,
  };
}

/** The filters a draft asks for, or what is wrong with its prices (a comma is read as a decimal point). */
export function fromDraft(
  draft: FiltersDraft,
): { filters: SearchFilterFields; errors?: undefined } | { errors: DraftErrors } {
  const read = (text: string) => {
    const cleaned = text.trim().replace(',', '.');
    return { empty: cleaned === '', value: parsePrice(cleaned) };
  };
  const min = read(draft.minPrice);
  const max = read(draft.maxPrice);
  const errors: DraftErrors = {};
  if (!min.empty && min.value === undefined) errors.minPrice = 'priceInvalid';
  if (!max.empty && max.value === undefined) errors.maxPrice = 'priceInvalid';
  if (min.value !== undefined && max.value !== undefined && min.value > max.value)
    errors.minPrice = 'priceOrder';
  if (errors.minPrice || errors.maxPrice) return { errors };
  return {
    filters: {
      cities: draft.cities,
      categories: draft.categories,
      minPrice: min.value,
      maxPrice: max.value,
      posted: draft.posted,
      withImages: draft.withImages,
      eventsOnly: draft.eventsOnly,
    },
  };
}
