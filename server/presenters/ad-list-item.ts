import { PLACEHOLDER_IMAGE_PATH } from '../../shared/constants';
import { isCurrentlyPaid } from '../../shared/paid';
import { type AdListItem, EXCERPT_LENGTH } from '../../shared/schemas/ad-list-item';
import type { ListItemRow } from '../services/ads/list-item-query';
import { snippet } from '../services/search/snippet';
import { presentCategory, presentCity } from './catalog';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The stored photo and its `-thumb.webp` twin (see presentImage); null for none or the placeholder row. */
function thumbnailOf(storagePath: string | null): AdListItem['image'] {
  if (!storagePath || storagePath === PLACEHOLDER_IMAGE_PATH) return null;
  return { storage_path: storagePath, thumbnail_path: storagePath.replace(/-full\.webp$/, '-thumb.webp') };
}

/**
 * The only way from a list row to a card's JSON: the same for every caller, so it has no contact field
 * to leave out. `is_paid` is "paid at `now`" (the request's Deps.clock).
 */
export function presentListItem(row: ListItemRow, now: Date = new Date()): AdListItem {
  return {
    id: row.id,
    title: row.title,
    excerpt: snippet(row.plain, EXCERPT_LENGTH),
    price: row.price,
    currency: row.currency,
    category_id: row.categoryId,
    city_id: row.cityId,
    category: presentCategory(row.category),
    city: presentCity(row.city),
    image: thumbnailOf(row.image),
    is_event: row.isEvent,
    event_date: iso(row.eventDate),
    event_end_date: iso(row.eventEndDate),
    is_paid: isCurrentlyPaid(row.isPaid, row.paidUntil, now),
    paid_until: iso(row.paidUntil),
    created_at: row.createdAt.toISOString(),
    average_rating: row.averageRating ?? 0,
    total_ratings: row.totalRatings,
  };
}

export const presentListItems = (rows: ListItemRow[], now?: Date): AdListItem[] =>
  rows.map((row) => presentListItem(row, now));
