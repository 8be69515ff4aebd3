import type { ListingSort } from '../../shared/schemas/ads';
import type { SearchSort } from '../../shared/schemas/search';

export interface Sortable {
  id: string;
  price: number | null;
  isPaid: boolean;
  paidUntil: Date | null;
  createdAt: Date;
  boostedAt: Date | null;
}

const paidAt = (ad: Sortable, now: Date) => ad.isPaid && ad.paidUntil !== null && ad.paidUntil > now;
const listed = (ad: Sortable) => (ad.boostedAt ?? ad.createdAt).getTime();
const byId = (a: Sortable, b: Sortable) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const newest = (a: Sortable, b: Sortable) => listed(b) - listed(a) || byId(b, a);
const unpricedLast = (a: Sortable, b: Sortable) => Number(a.price === null) - Number(b.price === null);

/**
 * The order a listing promises (docs/decisions/002, 011): paid at `now` first, then by `sort`; in
 * price orders ads without a price last, newest first, and equal prices in index order (by id).
 */
export function expectedListing(ads: Sortable[], now: Date, sort: ListingSort): string[] {
  const within = (a: Sortable, b: Sortable) => {
    if (sort === 'newest') return newest(a, b);
    const priced = unpricedLast(a, b);
    if (priced !== 0 || a.price === null || b.price === null) return priced || newest(a, b);
    const direction = sort === 'price_asc' ? 1 : -1;
    return direction * (a.price - b.price || byId(a, b));
  };
  return order(ads, now, within);
}

/**
 * The order of search results that all match as whole words with the same rank (docs/decisions/011):
 * paid at `now` first, then by `sort`, then newest listed; ads without a price last in price orders.
 */
export function expectedSearch(ads: Sortable[], now: Date, sort: Exclude<SearchSort, 'relevant'>): string[] {
  const within = (a: Sortable, b: Sortable) => {
    if (sort === 'newest') return newest(a, b);
    const priced = unpricedLast(a, b);
    if (priced !== 0 || a.price === null || b.price === null) return priced || newest(a, b);
    return (sort === 'price_asc' ? a.price - b.price : b.price - a.price) || newest(a, b);
  };
  return order(ads, now, within);
}

function order(ads: Sortable[], now: Date, within: (a: Sortable, b: Sortable) => number): string[] {
  return [...ads]
    .sort((a, b) => Number(paidAt(b, now)) - Number(paidAt(a, now)) || within(a, b))
    .map((ad) => ad.id);
}

/** `ids` with no id twice. */
export const distinct = (ids: string[]) => new Set(ids).size === ids.length;
