import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const cities = pgTable('cities', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  /** Optional Ukrainian name; interfaces fall back to `name`. */
  nameUk: text('name_uk'),
  /** The /{cityName} path segment: lower-case letters, digits and hyphens. */
  slug: text('slug').notNull().unique(),
  /**
   * IANA time zone its events are entered and shown in (shared/time-zone.ts checks it). The default
   * is SITE_TIME_ZONE's: new cities get the site's zone from the admin route, old rows from 0016.
   */
  timeZone: text('time_zone').notNull().default('America/New_York'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const categories = pgTable('categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  nameEn: text('name_en').notNull(),
  nameUk: text('name_uk').notNull(),
  slug: text('slug').notNull().unique(),
  /** Navigation order, ascending; ties by English name. */
  sortOrder: integer('sort_order').notNull().default(0),
  /** Churches and community organisations: their ads carry unlimited images, free (SPEC section 1). */
  isCommunity: boolean('is_community').notNull().default(false),
  /** Days an approved ad of it stays up before it expires; null: the trust setting ad_lifetime_days. */
  adLifetimeDays: integer('ad_lifetime_days'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const platformSettings = pgTable('platform_settings', {
  settingKey: text('setting_key').primaryKey(),
  settingValue: jsonb('setting_value').$type<{ enabled: boolean }>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Trust-and-safety numbers an admin changed (shared/trust-settings.ts holds the defaults and ranges). */
export const trustSettings = pgTable('trust_settings', {
  settingKey: text('setting_key').primaryKey(),
  value: integer('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
