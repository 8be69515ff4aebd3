import * as trustApi from '../../shared/api/trust-settings';
import { ApiError } from '../../shared/schemas/errors';
import { contractRoute } from '../http/contract-route';
import { presentTrustSettings } from '../presenters/trust-settings';
import { changeTrustSetting } from '../services/settings/change-trust-setting';
import { fieldErrors, jsonContent, openApiRouter } from './openapi-router';

const tags = ['admin', 'trust settings'];
const guarded = {
  401: jsonContent(ApiError, 'Not signed in'),
  403: jsonContent(ApiError, 'Not an admin'),
};

const stateRoute = contractRoute(trustApi.getTrustSettings, {
  tags,
  summary: 'The trust-and-safety numbers (report threshold, ad lifetime, new-account and reveal limits)',
  answer: 'Each number in effect with its default and range',
  errors: guarded,
});

const updateRoute = contractRoute(trustApi.updateTrustSetting, {
  tags,
  summary: 'Change one trust-and-safety number; every server process uses it at once',
  description: 'The change is audited and announced to every server process (LISTEN/NOTIFY).',
  answer: 'The numbers after the change',
  errors: {
    400: jsonContent(ApiError, 'Not a whole number within the setting’s range'),
    ...guarded,
    404: jsonContent(ApiError, 'No such setting'),
  },
});

export const trustSettingsRoutes = openApiRouter()
  .openapi(stateRoute, async (c) => c.json(presentTrustSettings(await c.var.deps.trust.read()), 200))
  .openapi(
    updateRoute,
    async (c) => {
      const { key } = c.req.valid('param');
      const settings = await changeTrustSetting(c.var.deps, c.var.viewer, key, c.req.valid('json').value);
      return c.json(presentTrustSettings(settings), 200);
    },
    fieldErrors,
  );
