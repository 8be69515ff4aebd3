import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Stored files (a key, or a prefix such as `ads/<id>/`) whose rows were dropped while a backup ran
 * (migration 0031): removed once no backup runs (services/images/stored-file-removal.ts).
 */
export const deferredFileRemovals = pgTable('deferred_file_removals', {
  prefix: text('prefix').primaryKey(),
  deferredAt: timestamp('deferred_at', { withTimezone: true }).notNull().defaultNow(),
});
