import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import * as messagesApi from '../../shared/api/messages';
import { ApiError } from '../../shared/schemas/errors';
import type { AppEnv } from '../http/app-env';
import { contractRoute } from '../http/contract-route';
import { requestLanguage } from '../http/locale';
import { consumeRateLimit } from '../http/rate-limit';
import { signedInViewer } from '../http/viewer';
import { presentConversationList, presentMessageSent, presentThread } from '../presenters/message';
import { presentOwnMessageReport } from '../presenters/message-report';
import { listConversations, unreadMessageCount } from '../services/messages/list-conversations';
import { markRead, readThread } from '../services/messages/read-thread';
import { reportMessage } from '../services/messages/report-message';
import { messageSeller, reply, type Writing } from '../services/messages/write-message';
import { messagesStream } from './messages-stream';
import { fieldErrors, jsonContent, openApiRouter } from './openapi-router';

const tags = ['messages'];
const signedIn = { 401: jsonContent(ApiError, 'Not signed in') };
const notTheirs = { 404: jsonContent(ApiError, 'Not one of the caller’s conversations') };
const sendErrors = {
  400: jsonContent(ApiError, 'Empty, too long (over 2,000 characters) or invalid text'),
  ...signedIn,
  403: jsonContent(ApiError, 'MESSAGING_BLOCKED: a block stands between the two people'),
  429: jsonContent(ApiError, 'MESSAGES_LIMITED: message_send, 30 in 10 minutes (Retry-After)'),
};

const startRoute = contractRoute(messagesApi.messageSeller, {
  tags,
  summary:
    'Message the seller: the caller’s conversation about a published ad gets the message (started if new)',
  description:
    'One conversation per person and ad, between them and the ad’s owner; neither sees the other’s email or ' +
    'phone. Plain text, stored as typed (trimmed) and shown as text. Not one’s own ad (403 ' +
    'CANNOT_MESSAGE_OWN_AD); not across a block either way (403 MESSAGING_BLOCKED). Starting a conversation ' +
    'counts against a daily cap (429 NEW_CONVERSATIONS_LIMITED); further messages in it, and replies, do not.',
  answer: 'The message, in its conversation',
  errors: {
    ...sendErrors,
    403: jsonContent(ApiError, 'CANNOT_MESSAGE_OWN_AD or MESSAGING_BLOCKED'),
    404: jsonContent(ApiError, 'No such published ad'),
    429: jsonContent(
      ApiError,
      'MESSAGES_LIMITED: message_send, 30 in 10 minutes; NEW_CONVERSATIONS_LIMITED: the caller started as many ' +
        'conversations in the last 24 hours as the trust setting conversations_per_day allows ' +
        '(new_account_conversations_per_day while the account is younger than new_account_days). Retry-After',
    ),
  },
});

const replyRoute = contractRoute(messagesApi.replyInConversation, {
  tags,
  summary: 'Send a message in one of the caller’s conversations (also after its ad is gone)',
  answer: 'The message',
  errors: { ...sendErrors, ...notTheirs },
});

const listRoute = contractRoute(messagesApi.listConversations, {
  tags,
  summary: 'The caller’s conversations, latest message first, with unread counts',
  description: 'Conversations with someone a block stands between are left out (and not counted).',
  answer: 'The conversations and the unread total',
  errors: signedIn,
});

const unreadRoute = contractRoute(messagesApi.getUnreadMessages, {
  tags,
  summary: 'Unread messages across the caller’s conversations (the top bar’s envelope)',
  answer: 'Unread count',
  errors: signedIn,
});

// An event stream: contractRoute declares JSON answers, so the route takes only its method and path
// from the operation.
const streamRoute = createRoute({
  method: messagesApi.streamMessages.method,
  path: messagesApi.streamMessages.path,
  tags,
  summary: 'Server-sent events: the caller’s unread count now, then on every message to them (any process)',
  description:
    'An `event: messages` message whose data is `{ conversation_id, unread }` is sent at once ' +
    '(conversation_id null) and whenever a message is sent in one of the caller’s conversations through any ' +
    'server process (PostgreSQL LISTEN/NOTIFY on channel messages). A `: heartbeat` comment every 25 s. Open ' +
    'streams are limited per person (4), per client address (SETTINGS_STREAMS_PER_ADDRESS) and per process ' +
    '(SETTINGS_STREAMS_MAX).',
  responses: {
    200: { content: { 'text/event-stream': { schema: z.string() } }, description: 'The event stream' },
    ...signedIn,
    429: jsonContent(ApiError, 'TOO_MANY_CONNECTIONS: this person or address has its share open'),
    503: jsonContent(ApiError, 'SERVICE_BUSY: this server process has all the streams it takes'),
  },
});

const threadRoute = contractRoute(messagesApi.getConversation, {
  tags,
  summary: 'A conversation of the caller with its latest 100 messages (oldest first); `before` pages back',
  description: 'Only its two people read it: to anyone else, and across a block, it is 404.',
  answer: 'The conversation and its messages',
  errors: { 400: jsonContent(ApiError, 'Invalid `before`'), ...signedIn, ...notTheirs },
});

const readRoute = contractRoute(messagesApi.markConversationRead, {
  tags,
  summary: 'The caller has read the conversation up to now (its unread count becomes 0)',
  answer: 'The caller’s unread total after it',
  errors: { ...signedIn, ...notTheirs },
});

const reportRoute = contractRoute(messagesApi.reportMessage, {
  tags: [...tags, 'reports'],
  summary: 'Report the other person’s message to the moderators, who may then read the conversation',
  answer: 'The report, sent to the moderators',
  errors: {
    400: jsonContent(ApiError, 'Invalid reason or text'),
    ...signedIn,
    403: jsonContent(ApiError, 'CANNOT_REPORT_OWN_MESSAGE'),
    404: jsonContent(ApiError, 'No such message in the caller’s conversations'),
    409: jsonContent(ApiError, 'MESSAGE_ALREADY_REPORTED'),
    429: jsonContent(ApiError, 'RATE_LIMITED: message_report, 20 an hour'),
  },
});

/** The request's part of a message: its language, and the caller's message_send allowance. */
const writing = (c: Context<AppEnv>): Writing => ({
  lang: requestLanguage(c),
  spend: () => consumeRateLimit(c, 'message_send', 'MESSAGES_LIMITED'),
});

export const messageRoutes = openApiRouter()
  .openapi(
    startRoute,
    async (c) => {
      const viewer = signedInViewer(c);
      const { id } = c.req.valid('param');
      const sent = await messageSeller(c.var.deps, viewer, id, c.req.valid('json').body, writing(c));
      return c.json(presentMessageSent(sent, viewer.id), 201);
    },
    fieldErrors,
  )
  .openapi(
    replyRoute,
    async (c) => {
      const viewer = signedInViewer(c);
      const { id } = c.req.valid('param');
      const sent = await reply(c.var.deps, viewer, id, c.req.valid('json').body, writing(c));
      return c.json(presentMessageSent(sent, viewer.id), 201);
    },
    fieldErrors,
  )
  .openapi(listRoute, async (c) => {
    const viewer = signedInViewer(c);
    const rows = await listConversations(c.var.deps.db, viewer);
    return c.json(presentConversationList(rows, viewer.id), 200);
  })
  .openapi(unreadRoute, async (c) => {
    const viewer = signedInViewer(c);
    return c.json({ unread: await unreadMessageCount(c.var.deps.db, viewer) }, 200);
  })
  .openapi(streamRoute, (c) => messagesStream(c) as never)
  .openapi(threadRoute, async (c) => {
    const viewer = signedInViewer(c);
    const { before } = c.req.valid('query');
    const thread = await readThread(c.var.deps.db, viewer, c.req.valid('param').id, before);
    return c.json(presentThread(thread, viewer.id), 200);
  })
  .openapi(readRoute, async (c) => {
    const { db, clock } = c.var.deps;
    const unread: number = await markRead(db, signedInViewer(c), c.req.valid('param').id, clock());
    return c.json({ unread }, 200);
  })
  .openapi(
    reportRoute,
    async (c) => {
      const viewer = signedInViewer(c);
      const { id } = c.req.valid('param');
      const spend = () => consumeRateLimit(c, 'message_report');
      const row = await reportMessage(c.var.deps.db, viewer, id, c.req.valid('json'), spend);
      return c.json(presentOwnMessageReport(row), 201);
    },
    fieldErrors,
  );
