import { and, eq, not, type SQL, sql } from 'drizzle-orm';
import type { BroadcastErrorKey, SendNotificationValues } from '../../../shared/schemas/admin-notifications';
import { AppError } from '../../core/app-error';
import type { Viewer } from '../../core/viewer';
import { type Db, queryRows } from '../../db/client';
import { advertisements } from '../../db/schema/ads';
import { cities } from '../../db/schema/catalog';
import { type NotificationData, notificationBroadcasts, notifications } from '../../db/schema/notifications';
import { profiles } from '../../db/schema/profiles';
import type { Mailer } from '../../mail/mailer';
import { recordAudit } from '../audit/record-audit';
import { mailBroadcast } from './mail-broadcast';

/** A refusal about one field of the compose form, worded from the `adminNotifications` catalogue. */
export class BroadcastRefused extends Error {
  constructor(
    readonly field: string,
    readonly key: BroadcastErrorKey,
  ) {
    super(key);
  }
}

const NO_RECIPIENTS = {
  everyone: 'noRecipientsEveryone',
  city: 'noRecipientsCity',
  person: 'noRecipientsPerson',
} as const satisfies Record<SendNotificationValues['audience'], BroadcastErrorKey>;

/** Who an audience reaches: people whose account is not disabled, and for a city those with an ad in it. */
function audienceFilter(input: SendNotificationValues): SQL | undefined {
  const active = not(profiles.disabled);
  if (input.audience === 'person') return and(active, eq(profiles.id, input.recipient_id ?? ''));
  if (input.audience === 'city')
    return and(
      active,
      sql`exists (select 1 from ${advertisements} where ${advertisements.userId} = ${profiles.id} and ${advertisements.cityId} = ${input.city_id})`,
    );
  return active;
}

async function checkTarget(db: Db, input: SendNotificationValues) {
  if (input.audience === 'city') {
    const [city] = await db
      .select({ id: cities.id })
      .from(cities)
      .where(eq(cities.id, input.city_id ?? ''));
    if (!city) throw new AppError('NOT_FOUND', 404);
  }
  if (input.audience === 'person') {
    const [person] = await db
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.id, input.recipient_id ?? ''));
    if (!person) throw new AppError('NOT_FOUND', 404);
  }
}

/**
 * An admin's message: one broadcast row and, with a single insert … select, one in-app notice per
 * recipient, audited, all in one transaction; nobody to receive it refuses it and nothing is written.
 * With send_email, the recipients are mailed after the commit, in the background (see mail-broadcast).
 */
export async function sendBroadcast(
  deps: { db: Db; mailer: Mailer; siteUrl: string },
  sender: Viewer,
  input: SendNotificationValues,
): Promise<{ id: string; recipientCount: number }> {
  const cityId = input.audience === 'city' ? (input.city_id ?? null) : null;
  const recipientId = input.audience === 'person' ? (input.recipient_id ?? null) : null;
  const result = await deps.db.transaction(async (tx) => {
    await checkTarget(tx, input);
    const [broadcast] = await tx
      .insert(notificationBroadcasts)
      .values({
        senderId: sender.id,
        audience: input.audience,
        cityId,
        recipientId,
        titleEn: input.title_en,
        titleUk: input.title_uk,
        bodyEn: input.body_en,
        bodyUk: input.body_uk,
        sendEmail: input.send_email,
      })
      .returning({ id: notificationBroadcasts.id });
    if (!broadcast) throw new Error('broadcast not created');
    const data: NotificationData = {
      title_en: input.title_en,
      title_uk: input.title_uk,
      body_en: input.body_en,
      body_uk: input.body_uk,
    };
    const [inserted] = await queryRows<{ n: number }>(
      tx,
      sql`with delivered as (
        insert into ${notifications} (user_id, kind, broadcast_id, data)
        select ${profiles.id}, 'message', ${broadcast.id}, ${JSON.stringify(data)}::jsonb
        from ${profiles} where ${audienceFilter(input)}
        returning 1
      ) select count(*)::int as n from delivered`,
    );
    const recipientCount = Number(inserted?.n ?? 0);
    // Thrown inside the transaction, so the broadcast row goes too.
    if (recipientCount === 0)
      throw new BroadcastRefused(
        input.audience === 'everyone' ? 'audience' : cityId ? 'city_id' : 'recipient_id',
        NO_RECIPIENTS[input.audience],
      );
    await tx
      .update(notificationBroadcasts)
      .set({ recipientCount })
      .where(eq(notificationBroadcasts.id, broadcast.id));
    await recordAudit(tx, sender, {
      action: 'notification.send',
      entityType: 'notification_broadcast',
      entityId: broadcast.id,
      after: {
        audience: input.audience,
        city_id: cityId,
        recipient_id: recipientId,
        ...data,
        send_email: input.send_email,
        recipient_count: recipientCount,
      },
    });
    return { id: broadcast.id, recipientCount };
  });
  if (input.send_email) mailBroadcast(deps, result.id);
  return result;
}
