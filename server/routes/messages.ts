import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Language } from '../../shared/constants';
import { ApiError } from '../../shared/schemas/errors';
import { IdParam } from '../../shared/schemas/id-param';
import { MessageReportInput, OwnMessageReport } from '../../shared/schemas/message-reports';
import {
  ConversationList,
  ConversationThread,
  MessageInput,
  MessageSent,
  ThreadQuery,
  UnreadMessages,
} from '../../shared/schemas/messages';
import type { Deps } from '../core/deps';
import type { Viewer } from '../core/viewer';
import type { AppEnv } from '../http/app-env';
import { requestLanguage } from '../http/locale';
import { consumeRateLimit } from '../http/rate-limit';
import { signedInViewer } from '../http/viewer';
import { presentConversationList, presentMessageSent, presentThread } from '../presenters/message';
import { presentOwnMessageReport } from '../presenters/message-report';
import { listConversations, unreadMessageCount } from '../services/messages/list-conversations';
import { markRead, readThread } from '../services/messages/read-thread';
import { assertMayReportMessageId, reportMessage } from '../services/messages/report-message';
import { messageAboutAd, replyInConversation, type Sent } from '../services/messages/send-message';
import { rememberLanguage } from '../services/profiles/remember-language';
import { messagesStream } from './messages-stream';
import { fieldErrors, jsonContent, openApiRouter } from './openapi-router';

const tags = ['messages'];
const signedIn = { 401: jsonContent(ApiError, 'Not signed in') };
const body = { content: { 'application/json': { schema: MessageInput } }, required: true };
const sendErrors = {
  400: jsonContent(ApiError, 'Empty, too long (over 2,000 characters) or invalid text'),
  ...signedIn,
  403: jsonContent(ApiError, 'MESSAGING_BLOCKED: a block stands between the two people'),
  429: jsonContent(ApiError, 'MESSAGES_LIMITED: message_send, 30 in 10 minutes (Retry-After)'),
};

const startRoute = createRoute({
  method: 'post',
  path: '/ads/{id}/messages',
  tags,
  summary:
    'Message the seller: the caller’s conversation about a published ad gets the message (started if new)',
  description:
    'One conversation per person and ad, between them and the ad’s owner; neither sees the other’s email or ' +
    'phone. Plain text, stored as typed (trimmed) and shown as text. Not one’s own ad (403 ' +
    'CANNOT_MESSAGE_OWN_AD); not across a block either way (403 MESSAGING_BLOCKED). Starting a conversation ' +
    'counts against a daily cap (429 NEW_CONVERSATIONS_LIMITED); further messages in it, and replies, do not.',
  request: { params: IdParam, body },
  responses: {
    201: jsonContent(MessageSent, 'The message, in its conversation'),
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

const replyRoute = createRoute({
  method: 'post',
  path: '/conversations/{id}/messages',
  tags,
  summary: 'Send a message in one of the caller’s conversations (also after its ad is gone)',
  request: { params: IdParam, body },
  responses: {
    201: jsonContent(MessageSent, 'The message'),
    ...sendErrors,
    404: jsonContent(ApiError, 'Not one of the caller’s conversations'),
  },
});

const listRoute = createRoute({
  method: 'get',
  path: '/me/conversations',
  tags,
  summary: 'The caller’s conversations, latest message first, with unread counts',
  description: 'Conversations with someone a block stands between are left out (and not counted).',
  responses: { 200: jsonContent(ConversationList, 'The conversations and the unread total'), ...signedIn },
});

const unreadRoute = createRoute({
  method: 'get',
  path: '/me/messages/unread',
  tags,
  summary: 'Unread messages across the caller’s conversations (the top bar’s envelope)',
  responses: { 200: jsonContent(UnreadMessages, 'Unread count'), ...signedIn },
});

const streamRoute = createRoute({
  method: 'get',
  path: '/me/messages/stream',
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

const threadRoute = createRoute({
  method: 'get',
  path: '/conversations/{id}',
  tags,
  summary: 'A conversation of the caller with its latest 100 messages (oldest first); `before` pages back',
  description: 'Only its two people read it: to anyone else, and across a block, it is 404.',
  request: { params: IdParam, query: ThreadQuery },
  responses: {
    200: jsonContent(ConversationThread, 'The conversation and its messages'),
    400: jsonContent(ApiError, 'Invalid `before`'),
    ...signedIn,
    404: jsonContent(ApiError, 'Not one of the caller’s conversations'),
  },
});

const readRoute = createRoute({
  method: 'post',
  path: '/conversations/{id}/read',
  tags,
  summary: 'The caller has read the conversation up to now (its unread count becomes 0)',
  request: { params: IdParam },
  responses: {
    200: jsonContent(UnreadMessages, 'The caller’s unread total after it'),
    ...signedIn,
    404: jsonContent(ApiError, 'Not one of the caller’s conversations'),
  },
});

const reportRoute = createRoute({
  method: 'post',
  path: '/messages/{id}/reports',
  tags: [...tags, 'reports'],
  summary: 'Report the other person’s message to the moderators, who may then read the conversation',
  request: {
    params: IdParam,
    body: { content: { 'application/json': { schema: MessageReportInput } }, required: true },
  },
  responses: {
    201: jsonContent(OwnMessageReport, 'The report, sent to the moderators'),
    400: jsonContent(ApiError, 'Invalid reason or text'),
    ...signedIn,
    403: jsonContent(ApiError, 'CANNOT_REPORT_OWN_MESSAGE'),
    404: jsonContent(ApiError, 'No such message in the caller’s conversations'),
    409: jsonContent(ApiError, 'MESSAGE_ALREADY_REPORTED'),
    429: jsonContent(ApiError, 'RATE_LIMITED: message_report, 20 an hour'),
  },
});

/** A message from the caller, counted against their limit; mail about it goes out in the language they write in. */
async function send(
  c: Context<AppEnv>,
  write: (deps: Deps, viewer: Viewer, at: { now: Date; lang: Language }) => Promise<Sent>,
): Promise<{ sent: Sent; viewer: Viewer }> {
  const viewer = signedInViewer(c);
  const { deps } = c.var;
  const lang = requestLanguage(c);
  await consumeRateLimit(c, 'message_send', 'MESSAGES_LIMITED');
  const sent = await write(deps, viewer, { now: deps.clock(), lang });
  await rememberLanguage(deps.db, viewer.id, lang);
  return { sent, viewer };
}

export const messageRoutes = openApiRouter()
  .openapi(
    startRoute,
    async (c) => {
      const id = c.req.valid('param').id;
      const { body } = c.req.valid('json');
      const { sent, viewer } = await send(c, (deps, who, at) => messageAboutAd(deps, who, id, body, at));
      return c.json(presentMessageSent(sent, viewer.id), 201);
    },
    fieldErrors,
  )
  .openapi(
    replyRoute,
    async (c) => {
      const id = c.req.valid('param').id;
      const { body } = c.req.valid('json');
      const { sent, viewer } = await send(c, (deps, who, { now }) =>
        replyInConversation(deps.db, who, id, body, now),
      );
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
    const viewer = signedInViewer(c);
    const { db, clock } = c.var.deps;
    await markRead(db, viewer, c.req.valid('param').id, clock());
    return c.json({ unread: await unreadMessageCount(db, viewer) }, 200);
  })
  .openapi(
    reportRoute,
    async (c) => {
      const viewer = signedInViewer(c);
      const { db } = c.var.deps;
      const id = c.req.valid('param').id;
      await assertMayReportMessageId(db, viewer, id);
      await consumeRateLimit(c, 'message_report');
      const row = await reportMessage(db, viewer, id, c.req.valid('json'));
      return c.json(presentOwnMessageReport(row), 201);
    },
    fieldErrors,
  );
