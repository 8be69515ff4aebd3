import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// One row per allowed action: check_rate_limit() counts them over a sliding window.
export const rateLimitEvents = pgTable(
  'rate_limit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    identifier: text('identifier').notNull(),
    actionType: text('action_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rate_limit_events_key_idx').on(t.identifier, t.actionType, t.createdAt)],
);
