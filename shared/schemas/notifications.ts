import { z } from 'zod';

export const NotificationMessage = z
  .object({ title_en: z.string(), title_uk: z.string(), body_en: z.string(), body_uk: z.string() })
  .meta({ id: 'NotificationMessage', description: "An admin's message, in both languages" });

export const SavedSearchNotice = z
  .object({ id: z.uuid(), name: z.string(), count: z.number().int(), path: z.string() })
  .meta({
    id: 'SavedSearchNotice',
    description: 'A saved search with new matching ads: /search path to them',
  });

export const Notification = z
  .object({
    id: z.uuid(),
    kind: z.enum([
      'ad_approved',
      'ad_rejected',
      'ad_reported',
      'message',
      'ad_expiring',
      'ad_expired',
      'price_drop',
      'saved_search_match',
    ]),
    ad_id: z
      .uuid()
      .nullable()
      .meta({ description: 'The ad a moderation outcome or an expiry reminder is about' }),
    ad_title: z.string().nullable().meta({ description: "The ad's title when it was moderated" }),
    reason: z.string().nullable().meta({ description: 'Why the ad was rejected, when the moderator said' }),
    expires_at: z.iso
      .datetime({ offset: true })
      .nullable()
      .meta({ description: 'ad_expiring: when the ad expires (it can be renewed from its page or My Ads)' }),
    price_drop: z.object({ was: z.number(), now: z.number(), currency: z.string() }).nullable().meta({
      description: 'price_drop: the price the person last saw on a saved ad, and the lower one now',
    }),
    message: NotificationMessage.nullable(),
    saved_search: SavedSearchNotice.nullable().meta({
      description:
        'saved_search_match: the saved search and how many new ads it found (ad_id: the one, when one)',
    }),
    read: z.boolean(),
    created_at: z.iso.datetime({ offset: true }),
  })
  .meta({
    id: 'Notification',
    description: 'An in-app notice; moderation outcomes are worded by the interface in its language',
  });
export type Notification = z.infer<typeof Notification>;

export const UnreadCount = z.object({ unread_count: z.number().int() });

export const NotificationPage = UnreadCount.extend({
  items: z.array(Notification),
  has_more: z.boolean(),
}).meta({ id: 'NotificationPage' });
export type NotificationPage = z.infer<typeof NotificationPage>;

export const MarkNotificationsRead = z
  .strictObject({
    ids: z
      .array(z.uuid())
      .min(1)
      .max(100)
      .optional()
      .meta({ description: 'The notices to mark read; all of them when absent' }),
  })
  .meta({ id: 'MarkNotificationsRead' });

/** GET /me/notifications: a page of notices. */
export const NotificationsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
});
