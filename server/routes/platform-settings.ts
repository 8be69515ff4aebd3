import { createRoute, z } from '@hono/zod-openapi';
import { isPlatformSettingKey } from '../../shared/platform-features';
import { ApiError } from '../../shared/schemas/errors';
import {
  PlatformSettingChange,
  PlatformSettingKeyParam,
  PlatformSettingValue,
} from '../../shared/schemas/platform-setting';
import { PlatformSettingsState } from '../../shared/schemas/platform-settings';
import { notFound } from '../core/app-error';
import { signedInViewer } from '../http/viewer';
import { presentPlatformSettings } from '../presenters/platform-settings';
import { getPlatformSetting } from '../services/settings/get-platform-setting';
import { readPlatformSettings } from '../services/settings/platform-settings';
import { updatePlatformSetting } from '../services/settings/update-platform-setting';
import { fieldErrors, jsonContent, openApiRouter } from './openapi-router';
import { settingsStream } from './platform-settings-stream';

const tags = ['platform settings'];
const NO_STORE = 'no-store';

const stateRoute = createRoute({
  method: 'get',
  path: '/platform-settings',
  tags,
  summary: 'The monetisation switches and which features are in effect (SPEC defaults when unreadable)',
  responses: { 200: jsonContent(PlatformSettingsState, 'The settings and the effective features') },
});

const streamRoute = createRoute({
  method: 'get',
  path: '/platform-settings/stream',
  tags,
  summary: 'Server-sent events: the settings now, then again after every change (from any server process)',
  description:
    'An `event: settings` message whose data is the PlatformSettingsState JSON is sent at once and after ' +
    'each change made anywhere (PostgreSQL LISTEN/NOTIFY on channel platform_settings), with `retry` ' +
    'set for reconnection. A comment line (`: heartbeat`) every 25 seconds keeps proxies from closing it. ' +
    'Open streams are limited per client address (SETTINGS_STREAMS_PER_ADDRESS) and per server ' +
    'process (SETTINGS_STREAMS_MAX); a refused one may retry after Retry-After seconds.',
  responses: {
    200: {
      content: { 'text/event-stream': { schema: z.string() } },
      description: 'The event stream (open until the client or the server closes it)',
    },
    429: jsonContent(ApiError, 'TOO_MANY_CONNECTIONS: this address has its share of streams open'),
    503: jsonContent(ApiError, 'SERVICE_BUSY: this server process has all the streams it takes'),
  },
});

const oneRoute = createRoute({
  method: 'get',
  path: '/platform-settings/{key}',
  tags,
  summary: "One stored switch, as SPEC's RPC get_platform_setting (false when missing or unreadable)",
  description:
    'SPEC section 8: "a single setting failure returns false". A key that names no setting is such a ' +
    'failure: it answers `enabled: false` (200), as the RPC does for a key it does not find.',
  request: { params: PlatformSettingKeyParam },
  responses: { 200: jsonContent(PlatformSettingValue, 'The switch (false for a key that names none)') },
});

const updateRoute = createRoute({
  method: 'put',
  path: '/admin/platform-settings/{key}',
  tags: ['admin', ...tags],
  summary: "Turn one switch on or off (SPEC's RPC update_platform_setting); every open browser follows",
  description:
    'monetization_enabled is the master switch: every other feature is in effect only when it and its ' +
    'own flag are on. The change is audited and announced to every server process.',
  request: {
    params: PlatformSettingKeyParam,
    body: { content: { 'application/json': { schema: PlatformSettingChange } }, required: true },
  },
  responses: {
    200: jsonContent(PlatformSettingsState, 'The settings after the change'),
    400: jsonContent(ApiError, 'The body is not { "enabled": true | false }'),
    401: jsonContent(ApiError, 'Not signed in'),
    403: jsonContent(ApiError, 'Not an admin'),
    404: jsonContent(ApiError, 'No such setting'),
  },
});

export const platformSettingsRoutes = openApiRouter()
  .openapi(stateRoute, async (c) => {
    const { db, env } = c.var.deps;
    c.header('Cache-Control', NO_STORE);
    return c.json(presentPlatformSettings(await readPlatformSettings(db), env.paymentProvider), 200);
  })
  // Before /{key}, so "stream" is not taken for a setting's name.
  .openapi(streamRoute, (c) => settingsStream(c) as never)
  .openapi(oneRoute, async (c) => {
    const { key } = c.req.valid('param');
    c.header('Cache-Control', NO_STORE);
    // No setting of that name can be stored (the admin switch takes known keys only): false, unread.
    const enabled = isPlatformSettingKey(key) ? await getPlatformSetting(c.var.deps.db, key) : false;
    return c.json({ key, enabled }, 200);
  })
  .openapi(
    updateRoute,
    async (c) => {
      const admin = signedInViewer(c);
      const { key } = c.req.valid('param');
      if (!isPlatformSettingKey(key)) throw notFound();
      const { db, env, settings: hub } = c.var.deps;
      await updatePlatformSetting(db, admin, key, c.req.valid('json').enabled);
      // This process's streams need not wait for the NOTIFY to come back round.
      void hub.refresh();
      c.header('Cache-Control', NO_STORE);
      return c.json(presentPlatformSettings(await readPlatformSettings(db), env.paymentProvider), 200);
    },
    fieldErrors,
  );
