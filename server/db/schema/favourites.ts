import { sql } from 'drizzle-orm';
import { index, numeric, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { advertisements } from './ads';
import { user } from './auth';

/**
 * An ad a person saved (migration 0027). The row outlives the ad (ad_id set null) with its title,
 * so the list says it is gone; price_seen is the published price the person last saw.
 */
export const favourites = pgTable(
  'favourites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    adId: uuid('ad_id').references(() => advertisements.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    priceSeen: numeric('price_seen', { precision: 12, scale: 2, mode: 'number' }),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('favourites_user_ad_unique').on(t.userId, t.adId),
    index('favourites_user_created_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('favourites_ad_idx').on(t.adId).where(sql`${t.adId} is not null`),
  ],
);
