import { PLACEHOLDER_IMAGE_PATH } from '../../shared/constants';
import { isCurrentlyPaid } from '../../shared/paid';
import type { MapAd } from '../../shared/schemas/map';
import type { MapAdRow } from '../services/map/list-map-ads';
import { presentCategory, presentCity } from './catalog';

/** A map marker's ad: where it is and what its popup shows; never a contact field. */
export function presentMapAd(row: MapAdRow): MapAd {
  const image = row.image && row.image !== PLACEHOLDER_IMAGE_PATH ? row.image : null;
  return {
    id: row.id,
    title: row.title,
    latitude: row.latitude,
    longitude: row.longitude,
    price: row.price,
    category: presentCategory(row.category),
    city: presentCity(row.city),
    // The small twin of a stored photo (see presentImage).
    image: image?.replace(/-full\.webp$/, '-thumb.webp') ?? null,
    is_paid: isCurrentlyPaid(row.isPaid, row.paidUntil),
  };
}
