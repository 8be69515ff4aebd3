import { encodeCursor } from '../server/services/ads/cursor';
import { SEARCH_CASES, SUGGESTION_CASES, searchPath, suggestionsPath } from './search-cases';
import { searchQuestions, suggestionPrefixes } from './search-questions';

export interface Scenario {
  name: string;
  /** Requested in turn, one per request: a single path, or many to rotate through. */
  paths: string[];
  /** Its first answer must list something, or the measurement would time an empty answer. */
  findsItems?: boolean;
}

export const HEALTH: Scenario = { name: 'health', paths: ['/health'] };

/** The listing and catalog endpoints; the ids and cursors come from the server's first page. */
export function listingScenarios(firstPage: { adId: string; nextCursor: string }): Scenario[] {
  return [
    { name: 'categories', paths: ['/api/v1/categories'] },
    { name: 'ads', paths: ['/api/v1/ads'] },
    {
      name: 'ads page 2 (cursor)',
      paths: [`/api/v1/ads?cursor=${encodeURIComponent(firstPage.nextCursor)}`],
    },
    // Straight to the ads after the paid ones, as a reader who has paged past them.
    {
      name: 'ads, after the paid ones',
      paths: [`/api/v1/ads?cursor=${encodeCursor({ t: new Date().toISOString(), p: 0 })}`],
    },
    { name: 'ads city=tampa', paths: ['/api/v1/ads?city=tampa'] },
    { name: 'ads tampa + real-estate', paths: ['/api/v1/ads?city=tampa&category=real-estate'] },
    { name: 'ad by id', paths: [`/api/v1/ads/${firstPage.adId}`] },
  ];
}

/** The first listing page of every city × category. */
export const cityCategoryPages = ({ cities, categories }: { cities: string[]; categories: string[] }) =>
  cities.flatMap((city) => categories.map((category) => `/api/v1/ads?city=${city}&category=${category}`));

/**
 * "mix": what many visitors ask at once on a real evening: every request another page of the site
 * (city × category, an ad, a question, a city's events), not one answer repeated. (Every request of
 * every row also comes from another visitor's address.)
 */
export function visitorScenarios(site: {
  cities: string[];
  categories: string[];
  adIds: string[];
}): Scenario[] {
  const { cities, adIds } = site;
  return [
    { name: 'mix: listing, home', paths: ['/api/v1/ads'] },
    { name: 'mix: listing, rotating city × category', paths: cityCategoryPages(site) },
    { name: `mix: ad by id, rotating ${adIds.length} ads`, paths: adIds.map((id) => `/api/v1/ads/${id}`) },
    {
      name: 'mix: events upcoming, rotating cities',
      paths: [
        '/api/v1/events?when=upcoming',
        ...cities.map((city) => `/api/v1/events?when=upcoming&city=${city}`),
      ],
    },
  ];
}

/**
 * The same pages as a browser first loads them: HTML rendered on the server with their data (a first
 * visit, so no cookies; the visitor's language as Accept-Language).
 */
export function pageScenarios(
  site: { cities: string[]; categories: string[]; adIds: string[] },
  suffix = '',
): Scenario[] {
  const { cities, categories, adIds } = site;
  return [
    { name: `mix: page, home (HTML)${suffix}`, paths: ['/'] },
    {
      name: `mix: page, rotating city × category (HTML)${suffix}`,
      paths: cities.flatMap((city) => categories.map((category) => `/${city}/${category}`)),
    },
    {
      name: `mix: page, ad, rotating ${adIds.length} ads (HTML)${suffix}`,
      paths: adIds.map((id) => `/ads/${id}`),
    },
  ];
}

/** Search and suggestions for each kind of term, and 1,000 distinct questions; `suffix` names the cache setting. */
export function searchScenarios(cities: string[], suffix = ''): Scenario[] {
  return [
    ...SEARCH_CASES.map((c) => ({
      name: `search ${c.name} "${c.q}"${suffix}`,
      paths: [searchPath(c)],
      findsItems: true,
    })),
    { name: `mix: search, 1,000 distinct questions${suffix}`, paths: searchQuestions(1000, cities) },
    { name: `mix: suggestions, 1,000 distinct prefixes${suffix}`, paths: suggestionPrefixes(1000) },
    ...SUGGESTION_CASES.map((c) => ({
      name: `suggestions ${c.name} "${c.q}"${suffix}`,
      paths: [suggestionsPath(c)],
      findsItems: true,
    })),
  ];
}

export function eventScenarios(): Scenario[] {
  return [
    { name: 'events upcoming', paths: ['/api/v1/events?when=upcoming'], findsItems: true },
    { name: 'events past', paths: ['/api/v1/events?when=past'], findsItems: true },
  ];
}
