import { createRoute } from '@hono/zod-openapi';
import { effectiveFeatures } from '../../shared/platform-features';
import { PlatformSettingsState } from '../../shared/schemas/platform-settings';
import { readPlatformSettings } from '../services/settings/platform-settings';
import { jsonContent, openApiRouter } from './openapi-router';

const stateRoute = createRoute({
  method: 'get',
  path: '/platform-settings',
  tags: ['platform settings'],
  summary: 'The monetisation switches and which features are in effect (SPEC defaults when unreadable)',
  responses: { 200: jsonContent(PlatformSettingsState, 'The settings and the effective features') },
});

export const platformSettingsRoutes = openApiRouter().openapi(stateRoute, async (c) => {
  const settings = await readPlatformSettings(c.var.deps.db);
  return c.json({ settings, features: effectiveFeatures(settings) }, 200);
});
