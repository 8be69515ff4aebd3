import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { LISTING_SORTS, type ListingSort } from '../../../../shared/schemas/ads';
import { PAGE_START } from '../../../lib/use-page-start';

const isListingSort = (value: string | null): value is ListingSort =>
  value !== null && (LISTING_SORTS as readonly string[]).includes(value);

/** A listing's order as its address keeps it (?sort=price_asc; newest, the default, left out). */
export function useListingSort() {
  const [params, setParams] = useSearchParams();
  const value = params.get('sort');
  const sort: ListingSort = isListingSort(value) ? value : 'newest';
  const setSort = useCallback(
    (next: ListingSort) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next === 'newest') updated.delete('sort');
        else updated.set('sort', next);
        // Another order starts from its beginning.
        updated.delete(PAGE_START);
        return updated;
      }),
    [setParams],
  );
  /** The address's query with this order, for links to the same listing elsewhere. */
  const search = sort === 'newest' ? '' : `?sort=${sort}`;
  return { sort, setSort, search };
}
