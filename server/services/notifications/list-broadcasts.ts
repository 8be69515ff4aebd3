import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SentNotification } from '../../../shared/schemas/admin-notifications';
import type { Db } from '../../db/client';
import { cities } from '../../db/schema/catalog';
import { notificationBroadcasts as broadcasts, notifications } from '../../db/schema/notifications';
import { profiles } from '../../db/schema/profiles';

const senders = alias(profiles, 'sender_profile');
const recipients = alias(profiles, 'recipient_profile');

/** The sent notifications, newest first, with their city, person, sender and how many were read. */
export async function listBroadcasts(
  db: Db,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ items: SentNotification[]; hasMore: boolean }> {
  const readCount = db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.broadcastId, broadcasts.id), isNotNull(notifications.readAt)));
  const rows = await db
    .select({
      broadcast: broadcasts,
      city: { id: cities.id, name: cities.name, nameUk: cities.nameUk },
      recipientName: recipients.displayName,
      senderName: senders.displayName,
      readCount: sql<number>`(${readCount})::int`,
    })
    .from(broadcasts)
    .leftJoin(cities, eq(cities.id, broadcasts.cityId))
    .leftJoin(recipients, eq(recipients.id, broadcasts.recipientId))
    .leftJoin(senders, eq(senders.id, broadcasts.senderId))
    .orderBy(desc(broadcasts.createdAt), desc(broadcasts.id))
    .limit(limit + 1)
    .offset(offset);
  return { items: rows.slice(0, limit).map(presentBroadcast), hasMore: rows.length > limit };
}

type Row = {
  broadcast: typeof broadcasts.$inferSelect;
  city: { id: string; name: string; nameUk: string | null } | null;
  recipientName: string | null;
  senderName: string | null;
  readCount: number;
};

/** A sent notification as the admin list shows it. */
function presentBroadcast({
  broadcast: b,
  city,
  recipientName,
  senderName,
  readCount,
}: Row): SentNotification {
  return {
    id: b.id,
    audience: b.audience,
    city: city ? { id: city.id, name: city.name, name_uk: city.nameUk } : null,
    recipient: b.recipientId && recipientName ? { id: b.recipientId, display_name: recipientName } : null,
    title_en: b.titleEn,
    title_uk: b.titleUk,
    body_en: b.bodyEn,
    body_uk: b.bodyUk,
    send_email: b.sendEmail,
    recipient_count: b.recipientCount,
    read_count: Number(readCount),
    sender: b.senderId && senderName ? { id: b.senderId, display_name: senderName } : null,
    created_at: b.createdAt.toISOString(),
  };
}
