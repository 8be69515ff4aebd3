import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { advertisements } from './ads';
import { user } from './auth';

/** Words and phrases admins block (migration 0025): an ad containing one waits for a moderator. */
export const blockedWords = pgTable(
  'blocked_words',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** As the admin typed it (trimmed); a trailing `*` matches every word starting with the rest. */
    word: text('word').notNull(),
    /** The word as it is compared (services/anti-spam/fold-text.ts): two spellings of one word are one entry. */
    folded: text('folded').notNull(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('blocked_words_folded_idx').on(t.folded)],
);

/**
 * Why an ad is in the moderators' queue: one row per reason. `kind` is one of REVIEW_FLAG_KINDS
 * (shared/schemas/review-reasons.ts); `related_ad_id` the other ad a reason names (the original of a
 * near-duplicate), and `details` what the kind needs besides.
 */
export const adReviewFlags = pgTable(
  'ad_review_flags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adId: uuid('ad_id')
      .notNull()
      .references(() => advertisements.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    relatedAdId: uuid('related_ad_id').references(() => advertisements.id, { onDelete: 'cascade' }),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ad_review_flags_ad_idx').on(t.adId, t.kind),
    index('ad_review_flags_related_idx').on(t.relatedAdId).where(sql`${t.relatedAdId} is not null`),
  ],
);

/** Each ad's text as MinHash signature and LSH band keys (services/anti-spam/text-fingerprint.ts). */
export const adTextFingerprints = pgTable(
  'ad_text_fingerprints',
  {
    adId: uuid('ad_id')
      .primaryKey()
      .references(() => advertisements.id, { onDelete: 'cascade' }),
    bands: integer('bands').array().notNull(),
    signature: integer('signature').array().notNull(),
  },
  (t) => [index('ad_text_fingerprints_bands_idx').using('gin', t.bands)],
);
