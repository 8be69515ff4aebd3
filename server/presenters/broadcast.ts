import type { SentNotification } from '../../shared/schemas/admin-notifications';
import type { BroadcastRow } from '../services/notifications/list-broadcasts';

/** A sent notification as the admin list shows it. */
export function presentBroadcast({
  broadcast: b,
  city,
  recipientName,
  senderName,
  readCount,
}: BroadcastRow): SentNotification {
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
