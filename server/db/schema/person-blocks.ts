import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

/** One person (blocker) blocked another: each stops seeing the other's ads and cannot contact them. */
export const personBlocks = pgTable(
  'person_blocks',
  {
    blockerId: text('blocker_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    blockedId: text('blocked_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'person_blocks_pk', columns: [t.blockerId, t.blockedId] }),
    check('person_blocks_not_self', sql`${t.blockerId} <> ${t.blockedId}`),
    index('person_blocks_blocked_idx').on(t.blockedId, t.blockerId),
  ],
);
