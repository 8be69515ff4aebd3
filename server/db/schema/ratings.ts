import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { advertisements } from './ads';
import { user } from './auth';

export const RATING_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type RatingStatus = (typeof RATING_STATUSES)[number];

// One rating per person per ad; shown (and counted in get_ad_ratings) only once approved.
export const adRatings = pgTable(
  'ad_ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adId: uuid('ad_id')
      .notNull()
      .references(() => advertisements.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull().default(''),
    status: text('status', { enum: RATING_STATUSES }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('ad_ratings_ad_user_unique').on(t.adId, t.userId),
    check('ad_ratings_rating_range', sql`${t.rating} between 1 and 5`),
    index('ad_ratings_ad_approved_idx').on(t.adId).where(sql`${t.status} = 'approved'`),
    index('ad_ratings_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst()),
    index('ad_ratings_user_idx').on(t.userId),
  ],
);
