import type { ListingPage } from '../../shared/schemas/ads';
import { getJson } from '../fetch-json';
import { SEARCH_CASES } from '../search-cases';
import type { ContentTarget } from './in-page';

/** The public pages measured, by the names `--only` takes. */
export const PAGE_NAMES = ['home', 'city', 'category', 'ad', 'search', 'events', 'pricing'] as const;
export type PageName = (typeof PAGE_NAMES)[number];

export interface WebPage {
  name: PageName;
  path: string;
  /** The page's main content, whose showing counts as "interactive content" (with the app's mark). */
  content: ContentTarget & { label: string };
}

const FIRST_AD_CARD = {
  selector: '[data-testid="ad-card"] a[href^="/ads/"]',
  label: 'the first ad card link',
};

/**
 * Real addresses, found through the API: the city and category of the home page's first ad (so
 * both listings have ads), the first of its ads with a photo, a search word with results (the bench's
 * search words, else a word of that ad's title), and what /events and /pricing will show.
 */
export async function findPages(baseUrl: string): Promise<WebPage[]> {
  const api = <T>(path: string) => getJson<T>(`${baseUrl}/api/v1${path}`);
  const home = await api<ListingPage>('/ads');
  const first = home.items[0];
  if (!first) throw new Error('GET /api/v1/ads lists no ads: nothing to measure');
  const ad = home.items.find((item) => item.image !== null) ?? first;
  const city = first.city.slug;
  const words = [...SEARCH_CASES.filter((c) => !c.filters).map((c) => c.q), ...first.title.split(/\s+/)];
  let word: string | undefined;
  for (const q of words.filter((w) => w.length >= 4)) {
    const found = await api<{ total: { count: number } }>(`/search?${new URLSearchParams({ q })}`);
    if (found.total.count > 0) {
      word = q;
      break;
    }
  }
  if (!word) throw new Error(`No search word found ads (tried ${words.join(', ')})`);
  const upcoming = await api<{ items: unknown[] }>('/events?when=upcoming');
  const plans = await api<{ items: unknown[] }>('/plans');
  const heading = (label: string) => ({ selector: 'h1', label });
  return [
    { name: 'home', path: '/', content: FIRST_AD_CARD },
    { name: 'city', path: `/${city}`, content: FIRST_AD_CARD },
    { name: 'category', path: `/${city}/${first.category.slug}`, content: FIRST_AD_CARD },
    { name: 'ad', path: `/ads/${ad.id}`, content: { selector: 'h1', text: ad.title, label: "the ad's h1" } },
    { name: 'search', path: `/search?${new URLSearchParams({ q: word })}`, content: FIRST_AD_CARD },
    {
      name: 'events',
      path: '/events',
      content:
        upcoming.items.length > 0
          ? { selector: '[data-testid="event-card"]', label: 'the first event card' }
          : heading('the heading (no upcoming events)'),
    },
    {
      name: 'pricing',
      path: '/pricing',
      content:
        plans.items.length > 0
          ? { selector: '[data-testid="plan-card"]', label: 'the first plan card' }
          : heading('the heading (no plans on sale)'),
    },
  ];
}
