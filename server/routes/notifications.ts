import * as notificationsApi from '../../shared/api/notifications';
import { ApiError } from '../../shared/schemas/errors';
import { contractRoute } from '../http/contract-route';
import { signedInViewer } from '../http/viewer';
import { presentNotification } from '../presenters/notification';
import {
  listNotifications,
  markNotificationsRead,
  unreadCount,
} from '../services/notifications/notifications';
import { fieldErrors, jsonContent, openApiRouter } from './openapi-router';

const notSignedIn = { 401: jsonContent(ApiError, 'Not signed in') };

const listRoute = contractRoute(notificationsApi.listNotifications, {
  tags: ['account'],
  summary: "The caller's in-app notices, newest first, and how many are unread",
  answer: 'A page of notices',
  errors: notSignedIn,
});

const unreadRoute = contractRoute(notificationsApi.getUnreadNotifications, {
  tags: ['account'],
  summary: 'How many notices are unread (for the bell)',
  answer: 'Unread count',
  errors: notSignedIn,
});

const readRoute = contractRoute(notificationsApi.markNotificationsRead, {
  tags: ['account'],
  summary: 'Mark notices read (the given ones, or all)',
  answer: 'Unread count after the change',
  errors: { 400: jsonContent(ApiError, 'Invalid request'), ...notSignedIn },
});

export const notificationRoutes = openApiRouter()
  .openapi(listRoute, async (c) => {
    const viewer = signedInViewer(c);
    const page = await listNotifications(c.var.deps.db, viewer.id, c.req.valid('query'));
    c.header('Cache-Control', 'private, no-store');
    return c.json(
      { items: page.rows.map(presentNotification), has_more: page.hasMore, unread_count: page.unread },
      200,
    );
  })
  .openapi(unreadRoute, async (c) => {
    const viewer = signedInViewer(c);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ unread_count: await unreadCount(c.var.deps.db, viewer.id) }, 200);
  })
  .openapi(
    readRoute,
    async (c) => {
      const viewer = signedInViewer(c);
      const unread = await markNotificationsRead(c.var.deps, viewer.id, c.req.valid('json').ids);
      return c.json({ unread_count: unread }, 200);
    },
    fieldErrors,
  );
