import type { AdsPage } from '../services/ads/list-ads';
import type { RateLimitResult } from '../services/rate-limit/check-rate-limit';
import type { ViewerSearch } from '../services/search/search-for-viewer';
import { presentListItems } from './ad-list-item';

/** A page's items as JSON (the same for every caller); pages are the search cache's, so this lives as long as they do. */
const itemsOfPage = new WeakMap<AdsPage, string>();
function itemsJson(page: AdsPage, now: Date): string {
  let json = itemsOfPage.get(page);
  if (json === undefined) {
    json = JSON.stringify(presentListItems(page.rows, now));
    itemsOfPage.set(page, json);
  }
  return json;
}

/** The caller's search allowance after this search (its reset counted on the wall clock, as the limiter's). */
const presentAllowance = (limit: RateLimitResult, windowMinutes: number) => ({
  limit: limit.limit,
  remaining: limit.remaining,
  window_minutes: windowMinutes,
  reset_seconds: Math.max(0, Math.ceil((Date.parse(limit.reset_time) - Date.now()) / 1000)),
});

/**
 * The search answer (SearchResponse) as the JSON it is sent as: items are serialised once per cached
 * page, not once per request, unless a block hides some of them from this caller.
 */
export function searchAnswerJson(
  { page, shown }: ViewerSearch,
  allowance: { limit: RateLimitResult; windowMinutes: number },
  now: Date,
): string {
  const items = shown === page.rows ? itemsJson(page, now) : JSON.stringify(presentListItems(shown, now));
  const rateLimit = presentAllowance(allowance.limit, allowance.windowMinutes);
  return `{"items":${items},"nextCursor":${JSON.stringify(page.nextCursor)},"rate_limit":${JSON.stringify(rateLimit)},"total":${JSON.stringify(page.total)}}`;
}
