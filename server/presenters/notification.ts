import type { Notification } from '../../shared/schemas/notifications';
import type { NotificationRow } from '../services/notifications/notifications';

/** A notice as its person reads it: a moderation outcome (ad title, reason) or an admin's message. */
export function presentNotification(row: NotificationRow): Notification {
  const data = row.data;
  const isMessage = 'title_en' in data;
  return {
    id: row.id,
    kind: row.kind,
    ad_id: row.adId,
    ad_title: isMessage ? null : data.title,
    reason: isMessage ? null : (data.reason ?? null),
    message: isMessage ? data : null,
    read: row.readAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}
