import { createRoute, z } from '@hono/zod-openapi';
import {
  SendNotificationInput,
  SentNotificationPage,
  SentNotificationResult,
} from '../../shared/schemas/admin-notifications';
import { ApiError } from '../../shared/schemas/errors';
import { fieldErrorResponse, fieldErrorsHook } from '../http/field-errors';
import { broadcastFieldMessage } from '../http/field-messages';
import { signedInViewer } from '../http/viewer';
import { presentBroadcast } from '../presenters/broadcast';
import { listBroadcasts } from '../services/notifications/list-broadcasts';
import { BroadcastRefused, sendBroadcast } from '../services/notifications/send-broadcast';
import { jsonContent, openApiRouter } from './openapi-router';

const adminRefusals = {
  401: jsonContent(ApiError, 'Not signed in'),
  403: jsonContent(ApiError, 'Not an admin'),
};

const sendRoute = createRoute({
  method: 'post',
  path: '/admin/notifications',
  tags: ['admin'],
  summary:
    'Send a notification in both languages to everyone, to a city’s members or to one person; in-app, and by mail if asked',
  request: {
    body: { content: { 'application/json': { schema: SendNotificationInput } }, required: true },
  },
  responses: {
    201: jsonContent(SentNotificationResult, 'Sent: how many people received it'),
    400: jsonContent(ApiError, 'Invalid notification, or nobody would receive it'),
    ...adminRefusals,
    404: jsonContent(ApiError, 'No such city or person'),
  },
});

const listRoute = createRoute({
  method: 'get',
  path: '/admin/notifications',
  tags: ['admin'],
  summary: 'The notifications admins sent, newest first, with recipient and read counts',
  request: {
    query: z.object({
      limit: z.coerce.number().int().min(1).max(50).default(20),
      offset: z.coerce.number().int().min(0).max(100_000).default(0),
    }),
  },
  responses: {
    200: jsonContent(SentNotificationPage, 'A page of sent notifications'),
    400: jsonContent(ApiError, 'Invalid query'),
    ...adminRefusals,
  },
});

export const adminNotificationRoutes = openApiRouter()
  .openapi(
    sendRoute,
    async (c) => {
      const admin = signedInViewer(c);
      const { db, mailer, env } = c.var.deps;
      try {
        const sent = await sendBroadcast({ db, mailer, siteUrl: env.baseUrl }, admin, c.req.valid('json'));
        c.header('Cache-Control', 'private, no-store');
        return c.json({ id: sent.id, recipient_count: sent.recipientCount }, 201);
      } catch (error) {
        if (error instanceof BroadcastRefused)
          return fieldErrorResponse(c, { [error.field]: error.key }, broadcastFieldMessage, 400);
        throw error;
      }
    },
    fieldErrorsHook(broadcastFieldMessage),
  )
  .openapi(listRoute, async (c) => {
    const page = await listBroadcasts(c.var.deps.db, c.req.valid('query'));
    c.header('Cache-Control', 'private, no-store');
    return c.json({ items: page.rows.map(presentBroadcast), has_more: page.hasMore }, 200);
  });
