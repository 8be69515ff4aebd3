import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ZodError } from 'zod';
import type { Language } from '../../shared/constants';
import { adminNotifications as en } from '../../shared/i18n/en/admin-notifications';
import { adminNotifications as uk } from '../../shared/i18n/uk/admin-notifications';
import {
  type BroadcastErrorKey,
  isBroadcastErrorKey,
  SendNotificationInput,
  SentNotificationPage,
  SentNotificationResult,
} from '../../shared/schemas/admin-notifications';
import { ApiError } from '../../shared/schemas/errors';
import type { AppEnv } from '../http/app-env';
import { requestLanguage } from '../http/locale';
import { signedInViewer } from '../http/viewer';
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

const catalogues: Record<Language, Record<BroadcastErrorKey, string>> = { en: en.errors, uk: uk.errors };

/** A 400 whose messages come from the compose form's own catalogue, in the request's language. */
function refusal(c: Context<AppEnv>, fieldKeys: Record<string, BroadcastErrorKey>) {
  const words = catalogues[requestLanguage(c)];
  const fields = Object.fromEntries(Object.entries(fieldKeys).map(([field, key]) => [field, words[key]]));
  const message = Object.values(fields)[0] ?? words.invalidValue;
  return c.json({ error: { code: 'VALIDATION_FAILED' as const, message, fields } }, 400);
}

function fieldKeysOf(error: ZodError): Record<string, BroadcastErrorKey> {
  const keys: Record<string, BroadcastErrorKey> = {};
  for (const issue of error.issues) {
    const fields =
      issue.code === 'unrecognized_keys' ? issue.keys : [issue.path.map(String).join('.') || 'body'];
    for (const field of fields) {
      keys[field] ??= isBroadcastErrorKey(issue.message) ? issue.message : 'invalidValue';
    }
  }
  return keys;
}

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
        if (error instanceof BroadcastRefused) return refusal(c, { [error.field]: error.key });
        throw error;
      }
    },
    (result, c) => (result.success ? undefined : refusal(c, fieldKeysOf(result.error))),
  )
  .openapi(listRoute, async (c) => {
    const page = await listBroadcasts(c.var.deps.db, c.req.valid('query'));
    c.header('Cache-Control', 'private, no-store');
    return c.json({ items: page.items, has_more: page.hasMore }, 200);
  });
