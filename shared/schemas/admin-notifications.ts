import { z } from 'zod';
import { adminNotifications } from '../i18n/en/admin-notifications';
import { stripMarkup } from '../strip-markup';
import { text, token } from './text';

export const BROADCAST_AUDIENCES = ['everyone', 'city', 'person'] as const;
export type BroadcastAudience = (typeof BROADCAST_AUDIENCES)[number];

export const BROADCAST_TITLE_MAX = 120;
export const BROADCAST_BODY_MAX = 2000;

/** Keys of the compose form's field messages (namespace `adminNotifications`, group `errors`). */
export type BroadcastErrorKey = keyof typeof adminNotifications.errors;
export const isBroadcastErrorKey = (value: string): value is BroadcastErrorKey =>
  Object.hasOwn(adminNotifications.errors, value);

// U+E000 is the placeholder plainBody uses for line breaks; controls went by the text rule already.
const LINE = '\uE000';

/** A title: one line of plain text (markup removed, spaces collapsed, trimmed). */
export const plainTitle = (value: string) => stripMarkup(value.replaceAll(LINE, ' '));

/**
 * A message body: plain text whose line breaks stay (at most one empty line in a row); markup is
 * removed, spaces collapsed and each line trimmed.
 */
export function plainBody(value: string): string {
  const marked = value.replaceAll(LINE, ' ').replaceAll('\n', LINE);
  return stripMarkup(marked)
    .split(LINE)
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

// Raw input is bounded before cleaning, so a huge body is refused without being processed.
const Title = text('titleRequired', { plain: true })
  .max(BROADCAST_TITLE_MAX * 10, 'titleTooLong')
  .transform(plainTitle)
  .pipe(z.string().min(1, 'titleRequired').max(BROADCAST_TITLE_MAX, 'titleTooLong'));
const Body = text('bodyRequired', { lines: true, plain: true })
  .max(BROADCAST_BODY_MAX * 10, 'bodyTooLong')
  .transform(plainBody)
  .pipe(z.string().min(1, 'bodyRequired').max(BROADCAST_BODY_MAX, 'bodyTooLong'));

export const SendNotificationInput = z
  .strictObject(
    {
      audience: z.enum(BROADCAST_AUDIENCES, 'audienceRequired'),
      city_id: z
        .uuid('cityRequired')
        .nullish()
        .meta({ description: 'The city whose members receive it (audience `city`)' }),
      recipient_id: token('personRequired')
        .max(100, 'personRequired')
        .nullish()
        .meta({ description: 'The one person who receives it (audience `person`)' }),
      title_en: Title,
      title_uk: Title,
      body_en: Body.meta({ description: 'Plain text; line breaks are kept, markup is removed' }),
      body_uk: Body,
      send_email: z.boolean('invalidValue').default(false),
    },
    'unknownField',
  )
  .superRefine((value, ctx) => {
    if (value.audience === 'city' && !value.city_id)
      ctx.addIssue({ code: 'custom', path: ['city_id'], message: 'cityRequired' });
    if (value.audience === 'person' && !value.recipient_id)
      ctx.addIssue({ code: 'custom', path: ['recipient_id'], message: 'personRequired' });
  })
  .meta({
    id: 'SendNotification',
    description:
      "An admin's message in both languages: to everyone, to a city's members (people with an ad there) or to one person",
  });
export type SendNotificationInput = z.input<typeof SendNotificationInput>;
export type SendNotificationValues = z.output<typeof SendNotificationInput>;

export const SentNotificationResult = z
  .object({ id: z.uuid(), recipient_count: z.number().int() })
  .meta({ id: 'SentNotificationResult' });
export type SentNotificationResult = z.infer<typeof SentNotificationResult>;

const Named = z.object({ id: z.string(), display_name: z.string() });

export const SentNotification = z
  .object({
    id: z.uuid(),
    audience: z.enum(BROADCAST_AUDIENCES),
    city: z
      .object({ id: z.uuid(), name: z.string(), name_uk: z.string().nullable() })
      .nullable()
      .meta({ description: 'The city (audience `city`); null otherwise or when it was deleted' }),
    recipient: Named.nullable().meta({
      description: 'The person (audience `person`); null otherwise or when the account was deleted',
    }),
    title_en: z.string(),
    title_uk: z.string(),
    body_en: z.string(),
    body_uk: z.string(),
    send_email: z.boolean(),
    recipient_count: z.number().int(),
    read_count: z.number().int().meta({ description: 'How many recipients have read it' }),
    sender: Named.nullable().meta({ description: 'The admin who sent it; null when the account is gone' }),
    created_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'SentNotification' });
export type SentNotification = z.infer<typeof SentNotification>;

export const SentNotificationPage = z
  .object({ items: z.array(SentNotification), has_more: z.boolean() })
  .meta({ id: 'SentNotificationPage' });
export type SentNotificationPage = z.infer<typeof SentNotificationPage>;

/** GET /admin/notifications: a page of the sent notifications, by offset. */
export const SentNotificationsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
