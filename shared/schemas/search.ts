import { z } from 'zod';
import { SEARCH, SEARCH_POSTED, SUGGESTIONS } from '../constants';
import { AdPage, ListTotal } from './ads';
import { Category, City } from './catalog';
import { text, token } from './text';

// Messages are keys of the `validation` catalogue: a bad value answers 400 naming its field.

/** At most this many cities or categories in one filter (each is looked up). */
const MAX_LIST_ITEMS = 50;

const commaList = (message: 'cityUnknown' | 'categoryUnknown') =>
  text({ error: message })
    .max(2000, message)
    .refine((v) => v.split(',').length <= MAX_LIST_ITEMS, message)
    .optional()
    .meta({ description: `Comma-separated list, at most ${MAX_LIST_ITEMS} items` });

const price = (message: 'minPriceInvalid' | 'maxPriceInvalid') =>
  text({ error: message })
    .trim()
    .regex(/^(\d{1,12}(\.\d{1,2})?)?$/, message)
    .transform((v) => (v === '' ? undefined : Number(v)))
    .optional()
    .meta({ description: 'A number ≥ 0 (empty = no bound)' });

const flag = (message: 'withImagesInvalid' | 'eventsOnlyInvalid') =>
  z
    .enum(['true', 'false'], { error: message })
    .optional()
    .transform((v) => v === 'true');

/** Orders of search results: newest first is SPEC's; paid matches come first in each. */
export const SEARCH_SORTS = ['newest', 'relevant', 'price_asc', 'price_desc'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

const searchText = text({ error: 'searchQueryRequired' })
  .trim()
  .max(SEARCH.queryMaxLength, 'searchQueryTooLong');

export const SearchQuery = z
  .object({
    q: searchText.min(1, 'searchQueryRequired'),
    city: commaList('cityUnknown').meta({ description: 'Cities: ids, names or slugs, comma-separated' }),
    category: commaList('categoryUnknown').meta({ description: 'Categories: ids or slugs, comma-separated' }),
    min_price: price('minPriceInvalid'),
    max_price: price('maxPriceInvalid'),
    posted: z
      .enum(SEARCH_POSTED, { error: 'postedInvalid' })
      .default('all')
      .meta({ description: `today (since midnight in the site's time zone), 7d, 30d or all` }),
    with_images: flag('withImagesInvalid').meta({ description: 'Only ads with a photo' }),
    events_only: flag('eventsOnlyInvalid').meta({ description: 'Only events' }),
    sort: z
      .enum(SEARCH_SORTS, { error: 'sortInvalid' })
      .default('newest')
      .meta({
        description:
          'newest (listed: the last boost, else creation), relevant, price_asc or price_desc; ' +
          'ads without a price last in price orders',
      }),
    cursor: token().max(500).optional(),
    limit: z.coerce
      .number({ error: 'limitInvalid' })
      .int('limitInvalid')
      .min(1, 'limitInvalid')
      .max(SEARCH.pageSizeMax, 'limitInvalid')
      .default(SEARCH.pageSize),
  })
  .refine((v) => v.min_price === undefined || v.max_price === undefined || v.min_price <= v.max_price, {
    path: ['max_price'],
    message: 'priceRangeInvalid',
  });
export type SearchQuery = z.infer<typeof SearchQuery>;

export const SearchRateLimit = z
  .object({
    limit: z.number().int(),
    remaining: z.number().int(),
    window_minutes: z.number().int(),
    reset_seconds: z
      .number()
      .int()
      .meta({ description: 'Seconds until the oldest counted search leaves the window' }),
  })
  .meta({ id: 'SearchRateLimit', description: 'The caller’s search allowance after this request' });
export type SearchRateLimit = z.infer<typeof SearchRateLimit>;

export const SearchPage = AdPage.extend({
  rate_limit: SearchRateLimit,
  total: ListTotal,
}).meta({
  id: 'SearchPage',
  description:
    'total: the ads whose every word matches as a whole word or word start, plus the looser matches ' +
    '(parts of words, typos) once a page has included them (docs/decisions/011)',
});
export type SearchPage = z.infer<typeof SearchPage>;

export const SuggestionsQuery = z.object({
  q: searchText.min(SUGGESTIONS.minChars, 'suggestQueryTooShort'),
  city: commaList('cityUnknown').meta({ description: 'Cities: ids, names or slugs, comma-separated' }),
});
export type SuggestionsQuery = z.infer<typeof SuggestionsQuery>;

export const Suggestion = z
  .object({
    id: z.uuid(),
    title: z.string(),
    snippet: z.string().meta({
      description: `The description as plain text, at most ${SUGGESTIONS.snippetLength} characters (cut at a word, with …)`,
    }),
    category: Category.pick({ id: true, slug: true, name_en: true, name_uk: true }),
    city: City,
    image: z.string().nullable().meta({ description: 'The primary image’s thumbnail (or the placeholder)' }),
  })
  .meta({ id: 'Suggestion' });
export type Suggestion = z.infer<typeof Suggestion>;

export const SuggestionList = z.object({ items: z.array(Suggestion) }).meta({ id: 'SuggestionList' });
export type SuggestionList = z.infer<typeof SuggestionList>;
