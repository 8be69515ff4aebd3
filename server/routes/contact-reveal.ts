import { createRoute } from '@hono/zod-openapi';
import { AdContacts } from '../../shared/schemas/ads';
import { ApiError } from '../../shared/schemas/errors';
import { IdParam } from '../../shared/schemas/id-param';
import { requestLanguage } from '../http/locale';
import { signedInViewer } from '../http/viewer';
import { presentAdContacts } from '../presenters/ad';
import { revealContacts } from '../services/contact-reveals/reveal-contacts';
import { jsonContent, openApiRouter } from './openapi-router';

const revealRoute = createRoute({
  method: 'post',
  path: '/ads/{id}/contact',
  tags: ['ads'],
  summary: "Reveal an ad's contact details (signed in): logged, a daily number of ads per person",
  description:
    'The only way to an ad’s contact details for anyone but its owner (docs/decisions/031). The first ' +
    'reveal of an ad is logged (who, when) and counts against the `contact_reveals_per_day` trust ' +
    'setting: distinct ads in the last 24 hours; revealing the same ad again does not count. The ' +
    'owner sees how many people revealed them (`contact_reveals`). No body.',
  request: { params: IdParam },
  responses: {
    200: jsonContent(AdContacts, 'The contact details'),
    401: jsonContent(ApiError, 'Not signed in'),
    404: jsonContent(
      ApiError,
      'No such ad, not visible to the caller, expired (an ended event is history), or a block stands between them',
    ),
    429: jsonContent(ApiError, 'CONTACT_REVEAL_LIMITED, with Retry-After'),
  },
});

export const contactRevealRoutes = openApiRouter().openapi(revealRoute, async (c) => {
  const viewer = signedInViewer(c);
  const ad = await revealContacts(c.var.deps, viewer, c.req.valid('param').id, requestLanguage(c));
  c.header('Cache-Control', 'private, no-store');
  return c.json(presentAdContacts(ad), 200);
});
