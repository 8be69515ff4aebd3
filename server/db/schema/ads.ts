import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  doublePrecision,
  index,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { categories, cities } from './catalog';

/** expired: an approved ad whose time ran out (services/expiry/); its owner may renew it. */
export const AD_STATUSES = ['pending', 'approved', 'rejected', 'expired'] as const;
/** none: no address; pending: saved, not yet looked up; ok: coordinates stored; failed: 'failed to geocode'. */
export const GEOCODE_STATUSES = ['none', 'pending', 'ok', 'failed'] as const;

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** A 64-bit value read and written as its decimal text, so a row stays plain JSON (no BigInt). */
const int8Text = customType<{ data: string; driverData: string }>({ dataType: () => 'bigint' });

export const advertisements = pgTable(
  'advertisements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }),
    /** ISO 4217 code of the price (shared/money.ts AD_CURRENCIES); see migration 0017. */
    currency: text('currency').notNull().default('USD'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'restrict' }),
    contactInfo: text('contact_info').notNull().default(''),
    email: text('email').notNull().default(''),
    address: text('address').notNull().default(''),
    website: text('website').notNull().default(''),
    telephone: text('telephone').notNull().default(''),
    instagram: text('instagram').notNull().default(''),
    facebook: text('facebook').notNull().default(''),
    twitter: text('twitter').notNull().default(''),
    telegram: text('telegram').notNull().default(''),
    tiktok: text('tiktok').notNull().default(''),
    isEvent: boolean('is_event').notNull().default(false),
    eventDate: timestamp('event_date', { withTimezone: true }),
    eventEndDate: timestamp('event_end_date', { withTimezone: true }),
    status: text('status', { enum: AD_STATUSES }).notNull().default('pending'),
    /** Why a moderator rejected the ad (shown to its owner); cleared when the status changes again. */
    rejectionReason: text('rejection_reason'),
    /** When reports hid the approved ad (back to 'pending', migration 0023); cleared by any later decision. */
    hiddenByReportsAt: timestamp('hidden_by_reports_at', { withTimezone: true }),
    isPaid: boolean('is_paid').notNull().default(false),
    paidUntil: timestamp('paid_until', { withTimezone: true }),
    /**
     * paid_until while is_paid, else NULL: "paid now" becomes one range on one column, which
     * PostgreSQL estimates well (is_paid and paid_until together it takes as independent).
     */
    effectivePaidUntil: timestamp('effective_paid_until', { withTimezone: true }).generatedAlwaysAs(
      sql`case when is_paid then paid_until end`,
    ),
    /**
     * Title and description as plain text, lower-case, Cyrillic transliterated to Latin
     * (hromada_search_text in migration 0009). Search no longer reads it: parts of words and typos are
     * found in the vocabulary (docs/decisions/024).
     */
    searchText: text('search_text').generatedAlwaysAs(sql`hromada_search_text(title, description)`),
    /** The same words for full-text matching (whole words and word starts); the title weighs more. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(sql`hromada_search_vector(title, description)`),
    /** The address as last geocoded: a save re-geocodes only when `address` differs from it. */
    geocodedAddress: text('geocoded_address'),
    geocodeStatus: text('geocode_status', { enum: GEOCODE_STATUSES }).notNull().default('none'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** When a boost last moved the ad back to the top of its group (its creation date stays). */
    boostedAt: timestamp('boosted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When an approved ad leaves the public lists (status 'expired'): set on approval and renewal
     * (docs/decisions/029); an expired ad keeps the moment it expired.
     */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** When its owner was told it is about to expire (once per expiry; cleared by a renewal that moves it on). */
    expiryRemindedAt: timestamp('expiry_reminded_at', { withTimezone: true }),
    /** Where the ad stands in "newest first": its last boost, else its creation. */
    listedAt: timestamp('listed_at', { withTimezone: true })
      .notNull()
      .generatedAlwaysAs(sql`coalesce(boosted_at, created_at)`),
  },
  (t) => {
    const approved = sql`${t.status} = 'approved'`;
    return [
      // Keyset listing indexes: one per filter combination the listing offers.
      index('ads_approved_newest_idx')
        .on(t.listedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
        .where(approved),
      index('ads_approved_city_newest_idx')
        .on(t.cityId, t.listedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
        .where(approved),
      index('ads_approved_category_newest_idx')
        .on(t.categoryId, t.listedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
        .where(approved),
      index('ads_approved_city_category_newest_idx')
        .on(t.cityId, t.categoryId, t.listedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
        .where(approved),
      // Paid ads are few: the first walk reads them newest first from this small index.
      index('ads_approved_paid_newest_idx')
        .on(t.listedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
        .where(sql`${t.status} = 'approved' and ${t.effectivePaidUntil} is not null`),
      // ... and those of one city and category, so that walk is one range read (migration 0021).
      index('ads_approved_paid_city_category_newest_idx')
        .on(t.cityId, t.categoryId, t.listedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
        .where(sql`${t.status} = 'approved' and ${t.effectivePaidUntil} is not null`),
      index('ads_user_newest_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
      // Search (docs/decisions/011, 024): full text for words; parts of words and typos are found in the
      // vocabulary (search_words, migration 0020), then through this index too.
      index('ads_approved_search_fts_idx').using('gin', t.searchVector).where(approved),
      // Search: currently paid matches without reading every ad ever paid (docs/decisions/011).
      index('ads_approved_paid_search_fts_idx')
        .using('gin', t.searchVector)
        .where(sql`${t.status} = 'approved' and ${t.effectivePaidUntil} is not null`),
      // Events by their end (or start, when there is no end): upcoming ones (approved) by city, until
      // it has passed; the past ones, approved or expired at their end, in the second (docs/decisions/035).
      index('ads_approved_city_events_idx')
        .on(t.cityId, sql`coalesce(${t.eventEndDate}, ${t.eventDate})`)
        .where(sql`${t.status} = 'approved' and ${t.isEvent}`),
      index('ads_public_events_idx')
        .on(sql`coalesce(${t.eventEndDate}, ${t.eventDate})`)
        .where(sql`${t.status} in ('approved', 'expired') and ${t.isEvent}`),
      // The map: approved ads with coordinates, by city.
      index('ads_approved_located_idx')
        .on(t.cityId, t.categoryId)
        .where(sql`${t.status} = 'approved' and ${t.latitude} is not null`),
      // Ads waiting for the geocoder (saved while it was down, or before it ran).
      index('ads_geocode_pending_idx').on(t.updatedAt).where(sql`${t.geocodeStatus} = 'pending'`),
      // The expiry job (services/expiry/): approved ads due to expire, or due a reminder.
      index('ads_approved_expiry_idx').on(t.expiresAt).where(approved),
      // Moderation lists (pending, rejected); partial so approved listings never pick it.
      index('ads_unapproved_newest_idx')
        .on(t.status, t.createdAt.desc().nullsFirst())
        .where(sql`${t.status} <> 'approved'`),
    ];
  },
);

export const adImages = pgTable(
  'ad_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adId: uuid('ad_id')
      .notNull()
      .references(() => advertisements.id, { onDelete: 'cascade' }),
    storagePath: text('storage_path').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The photo's difference hash (services/anti-spam/photo-hash.ts); null for the placeholder. */
    perceptualHash: int8Text('perceptual_hash'),
  },
  (t) => {
    const hashed = sql`${t.perceptualHash} is not null`;
    return [
      index('ad_images_ad_id_idx').on(t.adId, t.isPrimary.desc()),
      // Two hashes at most 3 bits apart agree on one of their 16-bit quarters (migration 0025).
      index('ad_images_hash_q0_idx').on(sql`((${t.perceptualHash} >> 48) & 65535)`).where(hashed),
      index('ad_images_hash_q1_idx').on(sql`((${t.perceptualHash} >> 32) & 65535)`).where(hashed),
      index('ad_images_hash_q2_idx').on(sql`((${t.perceptualHash} >> 16) & 65535)`).where(hashed),
      index('ad_images_hash_q3_idx').on(sql`(${t.perceptualHash} & 65535)`).where(hashed),
    ];
  },
);
