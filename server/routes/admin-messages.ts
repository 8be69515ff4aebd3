import * as reportsApi from '../../shared/api/admin-reports';
import { ApiError } from '../../shared/schemas/errors';
import { contractRoute } from '../http/contract-route';
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
const tags = ['admin', 'messages'];

const queueRoute = contractRoute(reportsApi.listReportedMessages, {
  tags,
  summary: 'Open reports of messages, newest first (at most 100), each with its message and conversation',
  answer: 'The open reports',
  errors: forbidden,
});

const conversationRoute = contractRoute(reportsApi.getReportedConversation, {
  tags,
  summary: 'Read a conversation one of whose messages has an open report (each reading is audited)',
  description: 'Admins read no one’s messages unasked: a conversation without an open report is 404.',
  answer: 'The conversation, every message',
  errors: { ...forbidden, 404: jsonContent(ApiError, 'No such conversation with an open report') },
});

const dismissRoute = contractRoute(reportsApi.dismissMessageReports, {
  tags,
  summary: 'Close a message’s open reports (by message id; audited); its conversation is private again',
  answer: 'How many reports this closed',
  errors: { ...forbidden, 404: jsonContent(ApiError, 'No open report of such a message') },
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
