import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { advertisements } from './ads';
import { user } from './auth';
import { cities } from './catalog';

export interface SavedSearchNotice {
  id: string;
  name: string;
  count: number;
  path: string;
}

/** ad_reported: reports hid the owner's ad until a moderator looks at it (never who reported). */
export const NOTIFICATION_KINDS = [
  'ad_approved',
  'ad_rejected',
  'ad_reported',
  'message',
  'ad_expiring',
  'ad_expired',
  'price_drop',
  'saved_search_match',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * What a notification says, by kind. Moderation outcomes and expiry reminders keep the facts and the interface words them
 * in the reader's language; an admin's message carries its own text in both languages.
 */
export type NotificationData =
  | {
      title: string;
      reason?: string | null;
      /** ad_expiring: when (ISO) */
      expires_at?: string;
      /** price_drop: the price the person saw, the new one, and their currency */
      price_was?: number;
      price_now?: number;
      currency?: string;
      /** saved_search_match: the search, its new ads (`title` is the first's) and where they are listed. */
      saved_search?: SavedSearchNotice;
    }
  | { title_en: string; title_uk: string; body_en: string; body_uk: string };

export const BROADCAST_AUDIENCES = ['everyone', 'city', 'person'] as const;
export type BroadcastAudience = (typeof BROADCAST_AUDIENCES)[number];

// A message an admin composed, as sent: its text, its audience and how many people it reached.
export const notificationBroadcasts = pgTable(
  'notification_broadcasts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderId: text('sender_id').references(() => user.id, { onDelete: 'set null' }),
    audience: text('audience', { enum: BROADCAST_AUDIENCES }).notNull(),
    cityId: uuid('city_id').references(() => cities.id, { onDelete: 'set null' }),
    recipientId: text('recipient_id').references(() => user.id, { onDelete: 'set null' }),
    titleEn: text('title_en').notNull(),
    titleUk: text('title_uk').notNull(),
    bodyEn: text('body_en').notNull(),
    bodyUk: text('body_uk').notNull(),
    sendEmail: boolean('send_email').notNull().default(false),
    recipientCount: integer('recipient_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notification_broadcasts_created_idx').on(t.createdAt.desc().nullsFirst())],
);

// One row per recipient: the in-app notice list with its unread state.
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    adId: uuid('ad_id').references(() => advertisements.id, { onDelete: 'cascade' }),
    broadcastId: uuid('broadcast_id').references(() => notificationBroadcasts.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<NotificationData>().notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_created_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    index('notifications_ad_idx').on(t.adId),
    index('notifications_broadcast_idx').on(t.broadcastId),
  ],
);
