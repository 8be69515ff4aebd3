import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { MESSAGE_REPORT_REASONS } from '../../../shared/schemas/message-reports';
import { advertisements } from './ads';
import { user } from './auth';

/** A conversation about one ad between its owner (seller) and the person who wrote first (buyer); migration 0028. */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the ad is deleted: the conversation stays, with its copy of the title. */
    adId: uuid('ad_id').references(() => advertisements.id, { onDelete: 'set null' }),
    adTitle: text('ad_title').notNull(),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    sellerId: text('seller_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('conversations_ad_buyer_unique').on(t.adId, t.buyerId),
    /** The conversations a person started lately (the daily cap, migration 0032). */
    index('conversations_buyer_created_idx').on(t.buyerId, t.createdAt),
    check('conversations_two_people', sql`${t.buyerId} <> ${t.sellerId}`),
  ],
);

/** One person's side of a conversation: what they have read, and when they were last mailed about it. */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }).notNull().defaultNow(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'conversation_members_pk', columns: [t.conversationId, t.userId] }),
    index('conversation_members_user_idx').on(t.userId, t.conversationId),
  ],
);

/** A message as typed (trimmed): plain text, never rendered as markup. */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: text('sender_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('messages_conversation_created_idx').on(t.conversationId, t.createdAt)],
);

/** One report per person per message; while open, moderators may read the message's conversation. */
export const messageReports = pgTable(
  'message_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: MESSAGE_REPORT_REASONS }).notNull(),
    details: text('details').notNull().default(''),
    status: text('status', { enum: ['open', 'dismissed'] })
      .notNull()
      .default('open'),
    resolvedBy: text('resolved_by').references(() => user.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('message_reports_message_reporter_unique').on(t.messageId, t.reporterId),
    check(
      'message_reports_reason_check',
      sql`${t.reason} in ('spam', 'scam', 'offensive', 'prohibited', 'other')`,
    ),
    check('message_reports_status_check', sql`${t.status} in ('open', 'dismissed')`),
    index('message_reports_open_idx').on(t.createdAt.desc().nullsFirst()).where(sql`${t.status} = 'open'`),
  ],
);
