import { z } from 'zod';
import { SEARCH } from '../constants';
import { SAVED_SEARCH_FREQUENCIES, SAVED_SEARCHES } from '../saved-searches';
import { text, token } from './text';

// Messages are keys of the `validation` catalogue: a bad value answers 400 naming its field.

const place = (message: 'cityUnknown' | 'categoryUnknown') =>
  text({ error: message }).trim().max(2000, message).optional();

const price = (message: 'minPriceInvalid' | 'maxPriceInvalid') =>
  z.number({ error: message }).min(0, message).max(1e12, message).optional();

/** The filters of /search's URL a saved search keeps (the order and "date posted" do not apply to new ads). */
export const SavedSearchFilters = z
  .strictObject({
    city: place('cityUnknown').meta({ description: 'Cities: ids, names or slugs, comma-separated' }),
    category: place('categoryUnknown').meta({ description: 'Categories: ids or slugs, comma-separated' }),
    min_price: price('minPriceInvalid'),
    max_price: price('maxPriceInvalid'),
    with_images: z.boolean({ error: 'withImagesInvalid' }).optional(),
    events_only: z.boolean({ error: 'eventsOnlyInvalid' }).optional(),
  })
  .refine((v) => v.min_price === undefined || v.max_price === undefined || v.min_price <= v.max_price, {
    path: ['max_price'],
    message: 'priceRangeInvalid',
  })
  .meta({ id: 'SavedSearchFilters' });

const name = text({ error: 'savedSearchNameRequired' }, { plain: true })
  .trim()
  .min(1, 'savedSearchNameRequired')
  .max(SAVED_SEARCHES.nameMaxLength, 'savedSearchNameTooLong');

const frequency = z.enum(SAVED_SEARCH_FREQUENCIES, { error: 'savedSearchFrequencyInvalid' }).meta({
  description: 'instant: each new ad at once; daily or weekly: one digest of them',
});

const channels = {
  notify_in_app: z.boolean({ error: 'savedSearchChannelsInvalid' }),
  notify_email: z.boolean({ error: 'savedSearchChannelsInvalid' }),
};

const someChannel = (v: { notify_in_app?: boolean; notify_email?: boolean }) =>
  v.notify_in_app !== false || v.notify_email !== false;

/** POST /me/saved-searches: a question (may be empty on a city or category page) and its filters. */
export const NewSavedSearch = z
  .strictObject({
    name: name.optional().meta({ description: 'Defaults to the question, else the place and category' }),
    q: text({ error: 'searchQueryTooLong' })
      .trim()
      .max(SEARCH.queryMaxLength, 'searchQueryTooLong')
      .default(''),
    filters: SavedSearchFilters.default({}),
    frequency,
    notify_in_app: channels.notify_in_app.default(true),
    notify_email: channels.notify_email.default(true),
  })
  .refine(someChannel, { path: ['notify_email'], message: 'savedSearchChannelsInvalid' })
  .meta({ id: 'NewSavedSearch' });
export type NewSavedSearch = z.infer<typeof NewSavedSearch>;

/** PATCH /me/saved-searches/{id}: rename, pause or resume, change how alerts come. */
export const SavedSearchChanges = z
  .strictObject({
    name: name.optional(),
    paused: z.boolean().optional(),
    frequency: frequency.optional(),
    notify_in_app: channels.notify_in_app.optional(),
    notify_email: channels.notify_email.optional(),
  })
  .meta({ id: 'SavedSearchChanges' });
export type SavedSearchChanges = z.infer<typeof SavedSearchChanges>;

export const SavedSearch = z
  .object({
    id: z.uuid(),
    name: z.string(),
    q: z.string(),
    filters: SavedSearchFilters,
    frequency,
    notify_in_app: z.boolean(),
    notify_email: z.boolean(),
    paused: z.boolean(),
    path: z.string().meta({ description: 'The /search page of this question and filters' }),
    created_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'SavedSearch' });
export type SavedSearch = z.infer<typeof SavedSearch>;

export const SavedSearchList = z
  .object({ items: z.array(SavedSearch), max: z.number().int() })
  .meta({ id: 'SavedSearchList' });
export type SavedSearchList = z.infer<typeof SavedSearchList>;

/** What an unsubscribe link names (GET, no sign-in): the search, for the confirmation page. */
export const UnsubscribeTarget = z
  .object({ name: z.string(), notify_email: z.boolean() })
  .meta({ id: 'UnsubscribeTarget' });
export type UnsubscribeTarget = z.infer<typeof UnsubscribeTarget>;

export const UnsubscribeParam = z.object({
  token: token().max(200).meta({ description: "The signed token of the mail's unsubscribe link" }),
});
