import { z } from 'zod';
import type { ValidationKey } from '../i18n/en/validation';
import { text } from './text';

export const MESSAGE_MAX_LENGTH = 2000;
/** Messages a conversation's page holds; older ones come with `before`. */
export const MESSAGES_PAGE_SIZE = 100;

const msg = (key: ValidationKey) => ({ message: key });

/** Plain text as typed (the text rule's, with its lines), trimmed: links stay text, markup is never interpreted (nor removed). */
export const MessageBody = text(msg('messageRequired'), { lines: true, plain: true })
  .trim()
  .min(1, msg('messageRequired'))
  .max(MESSAGE_MAX_LENGTH, msg('messageTooLong'))
  .meta({ description: `Plain text, 1–${MESSAGE_MAX_LENGTH} characters after trimming; shown as text` });

export const MessageInput = z.strictObject({ body: MessageBody }).meta({ id: 'MessageInput' });
export type MessageInput = z.input<typeof MessageInput>;

export const Message = z
  .object({
    id: z.uuid(),
    conversation_id: z.uuid(),
    sender_id: z.string(),
    mine: z.boolean().meta({ description: 'Sent by the caller' }),
    body: z.string(),
    created_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'Message' });
export type Message = z.infer<typeof Message>;

/** The ad a conversation is about: its copy of the title; the id and thumbnail while it is published. */
const ConversationAd = z.object({
  id: z.uuid().nullable().meta({ description: 'Null once the ad is deleted' }),
  title: z.string(),
  available: z.boolean().meta({ description: 'The ad is published now (not expired, rejected or deleted)' }),
  thumbnail_path: z.string().nullable(),
});

export const ConversationSummary = z
  .object({
    id: z.uuid(),
    ad: ConversationAd,
    other_person: z.object({ id: z.string(), display_name: z.string() }),
    role: z.enum(['buyer', 'seller']).meta({ description: 'The caller’s side: seller when it is their ad' }),
    last_message: z
      .object({ body: z.string(), mine: z.boolean(), created_at: z.iso.datetime({ offset: true }) })
      .nullable(),
    unread: z.number().int(),
    last_message_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'ConversationSummary', description: 'A conversation as /messages lists it' });
export type ConversationSummary = z.infer<typeof ConversationSummary>;

export const ConversationList = z
  .object({ items: z.array(ConversationSummary), unread: z.number().int() })
  .meta({ id: 'ConversationList' });
export type ConversationList = z.infer<typeof ConversationList>;

export const ConversationThread = z
  .object({
    conversation: ConversationSummary,
    messages: z.array(Message).meta({ description: 'Oldest first' }),
    has_earlier: z.boolean(),
  })
  .meta({ id: 'ConversationThread' });
export type ConversationThread = z.infer<typeof ConversationThread>;

export const ThreadQuery = z.object({
  before: z
    .uuid()
    .optional()
    .meta({ description: 'Messages sent before this one of the conversation (the oldest a page holds)' }),
});

export const MessageSent = z
  .object({ conversation_id: z.uuid(), message: Message })
  .meta({ id: 'MessageSent' });
export type MessageSent = z.infer<typeof MessageSent>;

export const UnreadMessages = z
  .object({ unread: z.number().int().meta({ description: 'Unread messages across conversations' }) })
  .meta({ id: 'UnreadMessages' });
export type UnreadMessages = z.infer<typeof UnreadMessages>;

/** What the live stream sends on `event: messages`: a conversation changed, the caller's unread count now. */
export const MessagesEvent = z.object({ conversation_id: z.uuid().nullable(), unread: z.number().int() });
export type MessagesEvent = z.infer<typeof MessagesEvent>;

/** An admin reading a reported conversation: both people by name, every message. */
export const AdminConversation = z
  .object({
    id: z.uuid(),
    ad_title: z.string(),
    people: z.array(z.object({ id: z.string(), display_name: z.string() })),
    messages: z.array(Message.omit({ mine: true })),
  })
  .meta({ id: 'AdminConversation' });
export type AdminConversation = z.infer<typeof AdminConversation>;
