import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { SAVED_SEARCH_FREQUENCIES, type SavedSearchFilters } from '../../../shared/saved-searches';
import { advertisements } from './ads';
import { user } from './auth';

/** A person's saved search (migration 0029): its question, filters, and where and how often alerts go. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    q: text('q').notNull().default(''),
    /** The question's words folded as the search folds them (foldedWords), at save time. */
    words: text('words').array().notNull().default(sql`'{}'`),
    filters: jsonb('filters').$type<SavedSearchFilters>().notNull().default({}),
    frequency: text('frequency', { enum: SAVED_SEARCH_FREQUENCIES }).notNull(),
    notifyInApp: boolean('notify_in_app').notNull().default(true),
    notifyEmail: boolean('notify_email').notNull().default(true),
    paused: boolean('paused').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the last digest went (or the search was saved): the next is due a day or a week later. */
    lastDigestAt: timestamp('last_digest_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('saved_searches_frequency', sql`${t.frequency} in ('instant', 'daily', 'weekly')`),
    index('saved_searches_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/** Ads approved and not yet matched; a trigger fills it on every move to 'approved'. */
export const savedSearchQueue = pgTable(
  'saved_search_queue',
  {
    adId: uuid('ad_id')
      .primaryKey()
      .references(() => advertisements.id, { onDelete: 'cascade' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_search_queue_approved_idx').on(t.approvedAt, t.adId)],
);

/** An alert due or sent: at most one per person and ad, whichever of their searches found it. */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    savedSearchId: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    adId: uuid('ad_id')
      .notNull()
      .references(() => advertisements.id, { onDelete: 'cascade' }),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'saved_search_matches_pk', columns: [t.userId, t.adId] }),
    index('saved_search_matches_unsent_idx').on(t.savedSearchId, t.matchedAt).where(sql`${t.sentAt} is null`),
  ],
);
