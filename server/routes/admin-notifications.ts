import * as notificationsApi from '../../shared/api/admin-notifications';
import { ApiError } from '../../shared/schemas/errors';
import { contractRoute } from '../http/contract-route';
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
const NO_STORE = { 'Cache-Control': 'private, no-store' };

const sendRoute = contractRoute(notificationsApi.sendNotification, {
  tags: ['admin'],
  summary:
    'Send a notification in both languages to everyone, to a city’s members or to one person; in-app, and by mail if asked',
  answer: 'Sent: how many people received it',
  errors: {
    400: jsonContent(ApiError, 'Invalid notification, or nobody would receive it'),
    ...adminRefusals,
    404: jsonContent(ApiError, 'No such city or person'),
  },
});

const listRoute = contractRoute(notificationsApi.listSentNotifications, {
  tags: ['admin'],
  summary: 'The notifications admins sent, newest first, with recipient and read counts',
  answer: 'A page of sent notifications',
  errors: { 400: jsonContent(ApiError, 'Invalid query'), ...adminRefusals },
});

export const adminNotificationRoutes = openApiRouter()
  .openapi(
    sendRoute,
    async (c) => {
      const { db, mailer, env } = c.var.deps;
      try {
        const sent = await sendBroadcast(
          { db, mailer, siteUrl: env.baseUrl },
          signedInViewer(c),
          c.req.valid('json'),
        );
        return c.json({ id: sent.id, recipient_count: sent.recipientCount }, 201, NO_STORE);
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
    return c.json({ items: page.rows.map(presentBroadcast), has_more: page.hasMore }, 200, NO_STORE);
  });
