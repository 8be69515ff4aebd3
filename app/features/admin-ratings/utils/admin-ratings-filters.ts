import type { RatingStatus } from '../../../../shared/schemas/ratings';

export type RatingStatusTab = RatingStatus | 'all';
export const RATING_STATUS_TABS: readonly RatingStatusTab[] = ['pending', 'approved', 'rejected', 'all'];

/** What /admin/ratings shows, kept in its query string (?status=&ad=). */
export type AdminRatingsFilters = { status: RatingStatusTab; ad?: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isTab = (value: string | null): value is RatingStatusTab =>
  value !== null && (RATING_STATUS_TABS as readonly string[]).includes(value);

/** Unknown values fall back to the defaults: the Pending tab, every ad. */
export function readAdminRatingsFilters(params: URLSearchParams): AdminRatingsFilters {
  const status = params.get('status');
  const ad = params.get('ad')?.trim();
  return { status: isTab(status) ? status : 'pending', ad: ad && UUID.test(ad) ? ad : undefined };
}

export function writeAdminRatingsFilters(filters: AdminRatingsFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status !== 'pending') params.set('status', filters.status);
  if (filters.ad) params.set('ad', filters.ad);
  return params;
}
