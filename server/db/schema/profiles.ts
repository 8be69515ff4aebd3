import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth';

export const profiles = pgTable(
  'profiles',
  {
    id: text('id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    displayName: text('display_name').notNull(),
    role: text('role', { enum: ['admin', 'user'] })
      .notNull()
      .default('user'),
    /** A disabled person cannot sign in and has no sessions (services/profiles/set-account-disabled). */
    disabled: boolean('disabled').notNull().default(false),
    /** The language they last posted or edited an ad in: mail about their ads goes out in it (null: both). */
    language: text('language', { enum: ['uk', 'en'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Display names identify people on ads and ratings: unique regardless of case.
  (t) => [
    uniqueIndex('profiles_display_name_lower_idx').on(sql`lower(${t.displayName})`),
    // Look-alike names (migration 0014's hromada_name_skeleton) are refused by the services, not here:
    // names given before that rule may share a skeleton.
    index('profiles_display_name_skeleton_idx').on(sql`hromada_name_skeleton(${t.displayName})`),
    // Few people are disabled: public listings anti-join this small index (services/ads/ad-query).
    index('profiles_disabled_idx').on(t.id).where(sql`${t.disabled}`),
  ],
);
