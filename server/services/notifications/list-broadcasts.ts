import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
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
): Promise<{ rows: BroadcastRow[]; hasMore: boolean }> {
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
  return { rows: rows.slice(0, limit), hasMore: rows.length > limit };
}

export type BroadcastRow = {
  broadcast: typeof broadcasts.$inferSelect;
  city: { id: string; name: string; nameUk: string | null } | null;
  recipientName: string | null;
  senderName: string | null;
  readCount: number;
};
