import { doublePrecision, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Geocoder answers by normalised address (trimmed, lower-case, spaces collapsed), found or not, so
 * the same address is never sent twice within the cache's lifetime.
 */
export const geocodeCache = pgTable('geocode_cache', {
  query: text('query').primaryKey(),
  /** Both null when the geocoder found nothing. */
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
