import { createRoute } from '@hono/zod-openapi';
import { ApiError } from '../../shared/schemas/errors';
import {
  TrustSettingChange,
  TrustSettingKeyParam,
  TrustSettingsState,
} from '../../shared/schemas/trust-settings';
import { isTrustSettingKey } from '../../shared/trust-settings';
import { notFound } from '../core/app-error';
import { signedInViewer } from '../http/viewer';
import { presentTrustSettings } from '../presenters/trust-settings';
import { updateTrustSetting } from '../services/settings/update-trust-setting';
import { fieldErrors, jsonContent, openApiRouter } from './openapi-router';

const tags = ['admin', 'trust settings'];

const stateRoute = createRoute({
  method: 'get',
  path: '/admin/trust-settings',
  tags,
  summary: 'The trust-and-safety numbers (report threshold, ad lifetime, new-account and reveal limits)',
  responses: {
    200: jsonContent(TrustSettingsState, 'Each number in effect with its default and range'),
    401: jsonContent(ApiError, 'Not signed in'),
    403: jsonContent(ApiError, 'Not an admin'),
  },
});

const updateRoute = createRoute({
  method: 'put',
  path: '/admin/trust-settings/{key}',
  tags,
  summary: 'Change one trust-and-safety number; every server process uses it at once',
  description: 'The change is audited and announced to every server process (LISTEN/NOTIFY).',
  request: {
    params: TrustSettingKeyParam,
    body: { content: { 'application/json': { schema: TrustSettingChange } }, required: true },
  },
  responses: {
    200: jsonContent(TrustSettingsState, 'The numbers after the change'),
    400: jsonContent(ApiError, 'Not a whole number within the setting’s range'),
    401: jsonContent(ApiError, 'Not signed in'),
    403: jsonContent(ApiError, 'Not an admin'),
    404: jsonContent(ApiError, 'No such setting'),
  },
});

export const trustSettingsRoutes = openApiRouter()
  .openapi(stateRoute, async (c) => c.json(presentTrustSettings(await c.var.deps.trust.read()), 200))
  .openapi(
    updateRoute,
    async (c) => {
      const admin = signedInViewer(c);
      const { key } = c.req.valid('param');
      if (!isTrustSettingKey(key)) throw notFound();
      const { db, trust } = c.var.deps;
      await updateTrustSetting(db, admin, key, c.req.valid('json').value);
      trust.forget();
      return c.json(presentTrustSettings(await trust.read()), 200);
    },
    fieldErrors,
  );
