import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Who did what to an account, from where: sign-ins (and failures), sign-ups, password and email
// changes, two-factor, linked methods, sign-outs. No secrets or codes are stored.
export const authEvents = pgTable(
  'auth_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    event: text('event').notNull(),
    outcome: text('outcome').notNull(), // 'success' or our error code
    userId: text('user_id'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('auth_events_user_idx').on(t.userId, t.createdAt),
    index('auth_events_created_idx').on(t.createdAt),
  ],
);
