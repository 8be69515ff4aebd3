import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { advertisements } from './ads';
import { user } from './auth';

/** Who revealed an ad's contact details and when they first did: one row per person and ad. */
export const contactReveals = pgTable(
  'contact_reveals',
  {
    adId: uuid('ad_id')
      .notNull()
      .references(() => advertisements.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    revealedAt: timestamp('revealed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'contact_reveals_pk', columns: [t.adId, t.userId] }),
    index('contact_reveals_user_revealed_idx').on(t.userId, t.revealedAt.desc().nullsFirst()),
  ],
);
