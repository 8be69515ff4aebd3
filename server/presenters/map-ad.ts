import { PLACEHOLDER_IMAGE_PATH } from '../../shared/constants';
import { isCurrentlyPaid } from '../../shared/paid';
import type { MapAd } from '../../shared/schemas/map';
import type { MapAdRow } from '../services/map/list-map-ads';
import { presentCategory, presentCity } from './catalog';

/** Three decimals: about 100 m, the block rather than the door. */
const APPROXIMATE = 1_000;
const approximate = (degrees: number) => Math.round(degrees * APPROXIMATE) / APPROXIMATE;

/**
 * A map marker's ad: where it is and what its popup shows; never a contact field. The address is a
 * contact detail, so a visitor gets the point rounded to about 100 m; signed-in people get it exact.
 */
export function presentMapAd(row: MapAdRow, exact: boolean): MapAd {
  const place = exact ? (degrees: number) => degrees : approximate;
  const image = row.image && row.image !== PLACEHOLDER_IMAGE_PATH ? row.image : null;
  return {
    id: row.id,
    title: row.title,
    latitude: place(row.latitude),
    longitude: place(row.longitude),
    price: row.price,
    currency: row.currency,
    category: presentCategory(row.category),
    city: presentCity(row.city),
    // The small twin of a stored photo (see presentImage).
    image: image?.replace(/-full\.webp$/, '-thumb.webp') ?? null,
    is_paid: isCurrentlyPaid(row.isPaid, row.paidUntil),
  };
}
