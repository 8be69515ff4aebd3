import { encodeCursor } from '../server/services/ads/cursor';
import { SEARCH_CASES, SUGGESTION_CASES, searchPath, suggestionsPath } from './search-cases';

export interface Scenario {
  name: string;
  path: string;
  /** Its first answer must list something, or the measurement would time an empty answer. */
  findsItems?: boolean;
}

export const HEALTH: Scenario = { name: 'health', path: '/health' };

/** The listing and catalog endpoints; the ids and cursors come from the server's first page. */
export function listingScenarios(firstPage: { adId: string; nextCursor: string }): Scenario[] {
  return [
    { name: 'categories', path: '/api/v1/categories' },
    { name: 'ads', path: '/api/v1/ads' },
    { name: 'ads page 2 (cursor)', path: `/api/v1/ads?cursor=${encodeURIComponent(firstPage.nextCursor)}` },
    // Straight to the ads after the paid ones, as a reader who has paged past them.
    {
      name: 'ads, after the paid ones',
      path: `/api/v1/ads?cursor=${encodeCursor({ t: new Date().toISOString(), p: 0 })}`,
    },
    { name: 'ads city=tampa', path: '/api/v1/ads?city=tampa' },
    { name: 'ads tampa + real-estate', path: '/api/v1/ads?city=tampa&category=real-estate' },
    { name: 'ad by id', path: `/api/v1/ads/${firstPage.adId}` },
  ];
}

/** Search and suggestions for each kind of term; `suffix` names the server's cache setting. */
export function searchScenarios(suffix = ''): Scenario[] {
  return [
    ...SEARCH_CASES.map((c) => ({
      name: `search ${c.name} "${c.q}"${suffix}`,
      path: searchPath(c),
      findsItems: true,
    })),
    ...SUGGESTION_CASES.map((c) => ({
      name: `suggestions ${c.name} "${c.q}"${suffix}`,
      path: suggestionsPath(c),
      findsItems: true,
    })),
  ];
}

export function eventScenarios(): Scenario[] {
  return [
    { name: 'events upcoming', path: '/api/v1/events?when=upcoming', findsItems: true },
    { name: 'events past', path: '/api/v1/events?when=past', findsItems: true },
  ];
}
