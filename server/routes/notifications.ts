import { createRoute, z } from '@hono/zod-openapi';
import { ApiError } from '../../shared/schemas/errors';
import { MarkNotificationsRead, NotificationPage, UnreadCount } from '../../shared/schemas/notifications';
import { signedInViewer } from '../http/viewer';
import { presentNotification } from '../presenters/notification';
import {
  listNotifications,
  markNotificationsRead,
  unreadCount,
} from '../services/notifications/notifications';
import { fieldErrors, jsonContent, openApiRouter } from './openapi-router';

const notSignedIn = { 401: jsonContent(ApiError, 'Not signed in') };

const listRoute = createRoute({
  method: 'get',
  path: '/me/notifications',
  tags: ['account'],
  summary: "The caller's in-app notices, newest first, and how many are unread",
  request: {
    query: z.object({
      limit: z.coerce.number().int().min(1).max(50).default(20),
      offset: z.coerce.number().int().min(0).max(10_000).default(0),
    }),
  },
  responses: { 200: jsonContent(NotificationPage, 'A page of notices'), ...notSignedIn },
});

const unreadRoute = createRoute({
  method: 'get',
  path: '/me/notifications/unread',
  tags: ['account'],
  summary: 'How many notices are unread (for the bell)',
  responses: { 200: jsonContent(UnreadCount, 'Unread count'), ...notSignedIn },
});

const readRoute = createRoute({
  method: 'post',
  path: '/me/notifications/read',
  tags: ['account'],
  summary: 'Mark notices read (the given ones, or all)',
  request: {
    body: { content: { 'application/json': { schema: MarkNotificationsRead } }, required: true },
  },
  responses: {
    200: jsonContent(UnreadCount, 'Unread count after the change'),
    400: jsonContent(ApiError, 'Invalid request'),
    ...notSignedIn,
  },
});

export const notificationRoutes = openApiRouter()
  .openapi(listRoute, async (c) => {
    const viewer = signedInViewer(c);
    const { db } = c.var.deps;
    const page = await listNotifications(db, viewer.id, c.req.valid('query'));
    c.header('Cache-Control', 'private, no-store');
    return c.json(
      {
        items: page.rows.map(presentNotification),
        has_more: page.hasMore,
        unread_count: await unreadCount(db, viewer.id),
      },
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
      const { db } = c.var.deps;
      await markNotificationsRead(c.var.deps, viewer.id, c.req.valid('json').ids);
      return c.json({ unread_count: await unreadCount(db, viewer.id) }, 200);
    },
    fieldErrors,
  );
