import type { SponsoredQuery } from '../../../shared/schemas/sponsored';
import type { Deps } from '../../core/deps';
import type { Viewer } from '../../core/viewer';
import { withoutBlocked } from '../blocks/hidden-owners';
import { resolveFilters } from '../catalog/resolve-filters';
import { requireFeatures } from '../settings/platform-settings';
import { listSponsoredAds } from './list-sponsored-ads';

/**
 * GET /sponsored: refused (403 FEATURE_DISABLED) while sponsorships are off; else the ads sponsored
 * at `now` for the city and category asked (unknown: 404), without those of people a block stands
 * between the viewer and.
 */
export async function fillSponsoredSlot(
  { db, catalog }: Deps,
  viewer: Viewer | null,
  query: SponsoredQuery,
  now: Date,
) {
  await requireFeatures(db, 'sponsorships');
  const filters = await resolveFilters(catalog, query);
  return withoutBlocked(db, viewer, await listSponsoredAds(db, { ...filters, now }));
}
