import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { REPORT_REASONS, REPORT_STATUSES } from '../../../shared/schemas/reports';
import { advertisements } from './ads';
import { user } from './auth';

// One report per person per ad (migration 0023): open until a moderator dismisses it or acts on the ad.
export const adReports = pgTable(
  'ad_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adId: uuid('ad_id')
      .notNull()
      .references(() => advertisements.id, { onDelete: 'cascade' }),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    /** The reporter's own words, for the reason 'other' only (plain text). */
    details: text('details').notNull().default(''),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('open'),
    resolvedBy: text('resolved_by').references(() => user.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('ad_reports_ad_reporter_unique').on(t.adId, t.reporterId),
    check(
      'ad_reports_reason_check',
      sql`${t.reason} in ('scam', 'prohibited', 'wrong_category', 'duplicate', 'offensive', 'sold', 'other')`,
    ),
    check('ad_reports_status_check', sql`${t.status} in ('open', 'dismissed', 'actioned')`),
    index('ad_reports_open_ad_idx')
      .on(t.adId, t.createdAt.desc().nullsFirst())
      .where(sql`${t.status} = 'open'`),
    index('ad_reports_reporter_idx').on(t.reporterId),
  ],
);
