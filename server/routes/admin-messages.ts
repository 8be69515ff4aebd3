import { createRoute } from '@hono/zod-openapi';
import { ApiError } from '../../shared/schemas/errors';
import { IdParam } from '../../shared/schemas/id-param';
import { MessageReportsClosed, ReportedMessagesPage } from '../../shared/schemas/message-reports';
import { AdminConversation } from '../../shared/schemas/messages';
import { signedInViewer } from '../http/viewer';
import { presentAdminConversation } from '../presenters/message';
import { presentReportedMessage } from '../presenters/message-report';
import {
  dismissMessageReports,
  listReportedMessages,
  readReportedConversation,
} from '../services/messages/moderate-messages';
import { jsonContent, openApiRouter } from './openapi-router';

const forbidden = {
  401: jsonContent(ApiError, 'Not signed in'),
  403: jsonContent(ApiError, 'Not an admin'),
};

const queueRoute = createRoute({
  method: 'get',
  path: '/admin/message-reports',
  tags: ['admin', 'messages'],
  summary: 'Open reports of messages, newest first (at most 100), each with its message and conversation',
  responses: { 200: jsonContent(ReportedMessagesPage, 'The open reports'), ...forbidden },
});

const conversationRoute = createRoute({
  method: 'get',
  path: '/admin/conversations/{id}',
  tags: ['admin', 'messages'],
  summary: 'Read a conversation one of whose messages has an open report (each reading is audited)',
  description: 'Admins read no one’s messages unasked: a conversation without an open report is 404.',
  request: { params: IdParam },
  responses: {
    200: jsonContent(AdminConversation, 'The conversation, every message'),
    ...forbidden,
    404: jsonContent(ApiError, 'No such conversation with an open report'),
  },
});

const dismissRoute = createRoute({
  method: 'post',
  path: '/admin/message-reports/{id}/dismiss',
  tags: ['admin', 'messages'],
  summary: 'Close a message’s open reports (by message id; audited); its conversation is private again',
  request: { params: IdParam },
  responses: {
    200: jsonContent(MessageReportsClosed, 'How many reports this closed'),
    ...forbidden,
    404: jsonContent(ApiError, 'No open report of such a message'),
  },
});

export const adminMessageRoutes = openApiRouter()
  .openapi(queueRoute, async (c) => {
    const page = await listReportedMessages(c.var.deps.db);
    return c.json({ items: page.items.map(presentReportedMessage), total: page.total }, 200);
  })
  .openapi(conversationRoute, async (c) => {
    const read = await readReportedConversation(c.var.deps.db, signedInViewer(c), c.req.valid('param').id);
    return c.json(presentAdminConversation(read), 200);
  })
  .openapi(dismissRoute, async (c) => {
    const { db, clock } = c.var.deps;
    const id = c.req.valid('param').id;
    const closed = await dismissMessageReports(db, signedInViewer(c), id, clock());
    return c.json({ message_id: id, closed_reports: closed }, 200);
  });
