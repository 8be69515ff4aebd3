import { createRoute, z } from '@hono/zod-openapi';
import * as settingsApi from '../../shared/api/platform-settings';
import { ApiError } from '../../shared/schemas/errors';
import { contractRoute } from '../http/contract-route';
import { presentPlatformSettings } from '../presenters/platform-settings';
import { changePlatformSetting } from '../services/settings/change-platform-setting';
import { readPlatformSettings } from '../services/settings/platform-settings';
import { readPlatformSetting } from '../services/settings/read-platform-setting';
import { fieldErrors, jsonContent, openApiRouter } from './openapi-router';
import { settingsStream } from './platform-settings-stream';

const tags = ['platform settings'];
const NO_STORE = { 'Cache-Control': 'no-store' };

const stateRoute = contractRoute(settingsApi.getPlatformSettings, {
  tags,
  summary: 'The monetisation switches and which features are in effect (SPEC defaults when unreadable)',
  answer: 'The settings and the effective features',
});

// contractRoute answers JSON; this one answers text/event-stream, so it is declared here, from the operation.
const streamRoute = createRoute({
  method: settingsApi.streamPlatformSettings.method,
  path: settingsApi.streamPlatformSettings.path,
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

const oneRoute = contractRoute(settingsApi.getPlatformSetting, {
  tags,
  summary: "One stored switch, as SPEC's RPC get_platform_setting (false when missing or unreadable)",
  description:
    'SPEC section 8: "a single setting failure returns false". A key that names no setting is such a ' +
    'failure: it answers `enabled: false` (200), as the RPC does for a key it does not find.',
  answer: 'The switch (false for a key that names none)',
});

const updateRoute = contractRoute(settingsApi.updatePlatformSetting, {
  tags: ['admin', ...tags],
  summary: "Turn one switch on or off (SPEC's RPC update_platform_setting); every open browser follows",
  description:
    'monetization_enabled is the master switch: every other feature is in effect only when it and its ' +
    'own flag are on. The change is audited and announced to every server process.',
  answer: 'The settings after the change',
  errors: {
    400: jsonContent(ApiError, 'The body is not { "enabled": true | false }'),
    401: jsonContent(ApiError, 'Not signed in'),
    403: jsonContent(ApiError, 'Not an admin'),
    404: jsonContent(ApiError, 'No such setting'),
  },
});

export const platformSettingsRoutes = openApiRouter()
  .openapi(stateRoute, async (c) => {
    const { db, env } = c.var.deps;
    return c.json(
      presentPlatformSettings(await readPlatformSettings(db), env.paymentProvider),
      200,
      NO_STORE,
    );
  })
  // Before /{key}, so "stream" is not taken for a setting's name.
  .openapi(streamRoute, (c) => settingsStream(c) as never)
  .openapi(oneRoute, async (c) => {
    const { key } = c.req.valid('param');
    const enabled = await readPlatformSetting(c.var.deps.db, key);
    return c.json({ key, enabled }, 200, NO_STORE);
  })
  .openapi(
    updateRoute,
    async (c) => {
      const { key } = c.req.valid('param');
      const settings = await changePlatformSetting(
        c.var.deps,
        c.var.viewer,
        key,
        c.req.valid('json').enabled,
      );
      return c.json(presentPlatformSettings(settings, c.var.deps.env.paymentProvider), 200, NO_STORE);
    },
    fieldErrors,
  );
