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
    expires_at: isMessage ? null : (data.expires_at ?? null),
    price_drop:
      isMessage || data.price_was === undefined || data.price_now === undefined || !data.currency
        ? null
        : { was: data.price_was, now: data.price_now, currency: data.currency },
    message: isMessage ? data : null,
    saved_search: isMessage ? null : (data.saved_search ?? null),
    read: row.readAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}
