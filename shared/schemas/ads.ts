import { z } from 'zod';
import { ADS_PAGE_SIZE, ADS_PAGE_SIZE_MAX } from '../constants';
import { AdAbilities } from './abilities';
import { AdListItem } from './ad-list-item';
import { Category, City } from './catalog';
import { text, token } from './text';

export const AdImage = z
  .object({
    id: z.uuid(),
    storage_path: z.string().meta({ description: 'Full-size image (WebP), or the placeholder' }),
    thumbnail_path: z
      .string()
      .meta({ description: 'Small version for lists (WebP); the placeholder when there is no photo' }),
    is_primary: z.boolean(),
  })
  .meta({ id: 'AdImage' });
export type AdImage = z.infer<typeof AdImage>;

const contactFields = {
  contact_info: z.string(),
  email: z.string(),
  address: z.string(),
  website: z.string(),
  telephone: z.string(),
  instagram: z.string(),
  facebook: z.string(),
  twitter: z.string(),
  telegram: z.string(),
  tiktok: z.string(),
};
export const CONTACT_FIELDS = Object.keys(contactFields) as (keyof typeof contactFields)[];

export const PublicAd = z
  .object({
    id: z.uuid(),
    title: z.string(),
    description: z.string().meta({ description: 'Sanitised HTML (p, br, strong, em, b, i, u, ul, ol, li)' }),
    price: z.number().nullable(),
    currency: z.string().meta({
      description: "ISO 4217 code of the price (USD, UAH, EUR, CAD, GBP): the author's choice",
      example: 'USD',
    }),
    category_id: z.uuid(),
    city_id: z.uuid(),
    is_event: z.boolean(),
    event_date: z.iso.datetime({ offset: true }).nullable(),
    event_end_date: z.iso.datetime({ offset: true }).nullable(),
    event_ended: z.boolean().meta({
      description:
        'An event whose end (its start, without an end) has passed: its page stays public as history, but nothing is offered there (no contact reveal, message, rating or favourite)',
    }),
    status: z.enum(['pending', 'approved', 'rejected', 'expired']).meta({
      description:
        'expired: its time ran out (expires_at); it left every public list until its owner renews it. An ended event expires at its end and stays readable with GET /events?when=past',
    }),
    is_paid: z
      .boolean()
      .meta({ description: 'True while the ad is currently paid (paid_until in the future)' }),
    paid_until: z.iso.datetime({ offset: true }).nullable(),
    created_at: z.iso.datetime({ offset: true }),
    updated_at: z.iso.datetime({ offset: true }),
    category: Category,
    city: City,
    images: z.array(AdImage),
    user_display_name: z.string(),
    average_rating: z.number(),
    total_ratings: z.number().int(),
    abilities: AdAbilities,
  })
  .meta({ id: 'PublicAd', description: 'An ad as a visitor sees it: no contact fields at all' });
export type PublicAd = z.infer<typeof PublicAd>;

/** An ad's contact details: its owner's to see, anyone else's only through POST /ads/{id}/contact. */
export const AdContacts = z.object(contactFields).meta({ id: 'AdContacts' });
export type AdContacts = z.infer<typeof AdContacts>;

export const MemberAd = PublicAd.extend({
  user_id: z.string(),
  rejection_reason: z
    .string()
    .nullable()
    .meta({ description: "Why a moderator rejected it; only for the ad's owner and admins" }),
  expires_at: z.iso.datetime({ offset: true }).nullable().meta({
    description:
      "When an approved ad expires, or an expired one did; for the ad's owner and admins (null for others and other statuses)",
  }),
  renewable: z.boolean().meta({
    description:
      'Whether POST /ads/{id}/renew is accepted now: expired, or within renewal_window_days of expiry (never an event); owner and admins only',
  }),
  geocode_status: z
    .enum(['none', 'pending', 'ok', 'failed'])
    .nullable()
    .meta({
      description:
        "Placing the address on the map, for the ad's owner and admins (null for others): none (no address), " +
        "pending, ok, failed ('failed to geocode': the ad is not on the map)",
    }),
}).meta({
  id: 'MemberAd',
  description:
    'An ad as a signed-in person who does not own it sees it: its owner, no contact details ' +
    '(POST /ads/{id}/contact reveals them)',
});
export type MemberAd = z.infer<typeof MemberAd>;

export const Ad = MemberAd.extend({
  ...contactFields,
  contact_reveals: z
    .number()
    .int()
    .min(0)
    .meta({ description: 'How many people have revealed the contact details (POST /ads/{id}/contact)' }),
  saved_count: z
    .number()
    .int()
    .min(0)
    .meta({ description: 'How many people saved the ad to their favourites (PUT /me/favorites/{id})' }),
}).meta({
  id: 'Ad',
  description: 'An ad as its owner sees it (and admins in /admin), with contact details',
});
export type Ad = z.infer<typeof Ad>;

/** A page of a list (listing, search, events): the same items for every caller. */
export const AdPage = z
  .object({
    items: z.array(AdListItem),
    nextCursor: z
      .string()
      .nullable()
      .meta({ description: 'Pass as cursor for the next page; null at the end' }),
  })
  .meta({ id: 'AdPage' });
export type AdPage = z.infer<typeof AdPage>;

/** Orders of a listing; currently paid ads come first in each. Ads without a price go last in price orders. */
export const LISTING_SORTS = ['newest', 'price_asc', 'price_desc'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

/** Counted exactly up to a threshold, estimated above it (docs/decisions/011, "Total count"). */
export const ListTotal = z
  .object({
    count: z.number().int().min(0),
    exact: z.boolean().meta({ description: 'false: an estimate, rounded to two significant digits' }),
  })
  .meta({ id: 'ListTotal', description: 'How many ads the list holds' });
export type ListTotal = z.infer<typeof ListTotal>;

export const ListingPage = AdPage.extend({ total: ListTotal }).meta({ id: 'ListingPage' });
export type ListingPage = z.infer<typeof ListingPage>;

export const ListAdsQuery = z.object({
  city: text().max(200).optional().meta({ description: 'City id, slug, or English or Ukrainian name' }),
  category: text()
    .max(200)
    .optional()
    .meta({ description: 'Category id, slug, or English or Ukrainian name' }),
  sort: z
    .enum(LISTING_SORTS, { error: 'listingSortInvalid' })
    .default('newest')
    .meta({ description: 'newest (listed: the last boost, else creation), price_asc or price_desc' }),
  cursor: token().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(ADS_PAGE_SIZE_MAX).default(ADS_PAGE_SIZE),
});
export type ListAdsQuery = z.infer<typeof ListAdsQuery>;

export const AdCreated = z.object({ id: z.uuid() });
export type AdCreated = z.infer<typeof AdCreated>;

/** The caller's own ads (GET /me/ads), with contact details. */
export const OwnAds = z.object({ items: z.array(Ad) });
export type OwnAds = z.infer<typeof OwnAds>;

/** An ad's images after an upload or a removal, primary first. */
export const AdImageList = z.array(AdImage);

/**
 * GET /ads/{id}: an Ad for its owner, a MemberAd (no contact fields) for other signed-in people, a
 * PublicAd for a visitor. Tried in that order: each later one is a part of the one before.
 */
export const AdView = z.union([Ad, MemberAd, PublicAd]);
