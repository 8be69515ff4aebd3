import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Deps } from '../../core/deps';
import type { Db } from '../../db/client';
import { type NotificationData, type NotificationKind, notifications } from '../../db/schema/notifications';

export type NotificationRow = typeof notifications.$inferSelect;

export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  adId?: string | null;
  data: NotificationData;
}

/** Delivers notices in-app; nothing happens for an empty list. */
export async function sendNotifications(db: Db, rows: NewNotification[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(notifications).values(rows);
}

/** A page of the person's notices, newest first, and how many of all of them are unread. */
export async function listNotifications(
  db: Db,
  userId: string,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ rows: NotificationRow[]; hasMore: boolean; unread: number }> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit + 1)
    .offset(offset);
  return { rows: rows.slice(0, limit), hasMore: rows.length > limit, unread: await unreadCount(db, userId) };
}

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/**
 * Marks the given notices (all when none given) read; only the person's own are touched. Answers how
 * many are unread after it.
 */
export async function markNotificationsRead(
  { db, clock }: Deps,
  userId: string,
  ids?: string[],
): Promise<number> {
  await db
    .update(notifications)
    .set({ readAt: clock() })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids ? inArray(notifications.id, ids) : undefined,
      ),
    );
  return unreadCount(db, userId);
}
