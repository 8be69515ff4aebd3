import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Wrong passwords in a row per account (services/account-protection/sign-in-failures.ts): the key is
// `user:<id>` for an account, `email:<address>` or `phone:<number>` for one that does not exist.
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    accountKey: text('account_key').primaryKey(),
    failures: integer('failures').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_failures_last_failure_idx').on(t.lastFailureAt)],
);
