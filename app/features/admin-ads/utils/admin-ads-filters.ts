import type { Ad } from '../../../../shared/schemas/ads';

/** The moderation tabs; expired ads show under All (their owners renew them, moderators need not). */
export type StatusTab = Exclude<Ad['status'], 'expired'> | 'all';
export const STATUS_TABS: readonly StatusTab[] = ['pending', 'approved', 'rejected', 'all'];
export type EventFilter = 'true' | 'false';

/** What the moderation list shows; kept in the page's query string (?status=&city=&category=&event=). */
export type AdminAdsFilters = {
  status: StatusTab;
  /** City slug (the API also takes an id or a name). */
  city?: string;
  /** Category slug (or id). */
  category?: string;
  /** 'true' only events, 'false' only other ads; unset both. */
  event?: EventFilter;
};

const isStatusTab = (value: string | null): value is StatusTab =>
  value !== null && (STATUS_TABS as readonly string[]).includes(value);

/** Reads the filters from a query string; unknown values fall back to the defaults (the Waiting tab). */
export function readAdminAdsFilters(params: URLSearchParams): AdminAdsFilters {
  const status = params.get('status');
  const event = params.get('event');
  return {
    status: isStatusTab(status) ? status : 'pending',
    city: params.get('city')?.trim() || undefined,
    category: params.get('category')?.trim() || undefined,
    event: event === 'true' || event === 'false' ? event : undefined,
  };
}

/** The query string of a set of filters (defaults left out, so the plain /admin is the Waiting tab). */
export function writeAdminAdsFilters(filters: AdminAdsFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status !== 'pending') params.set('status', filters.status);
  if (filters.city) params.set('city', filters.city);
  if (filters.category) params.set('category', filters.category);
  if (filters.event) params.set('event', filters.event);
  return params;
}

export const hasNarrowingFilters = (filters: AdminAdsFilters) =>
  Boolean(filters.city || filters.category || filters.event);
