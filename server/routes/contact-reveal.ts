import * as contactRevealsApi from '../../shared/api/contact-reveals';
import { ApiError } from '../../shared/schemas/errors';
import { contractRoute } from '../http/contract-route';
import { requestLanguage } from '../http/locale';
import { signedInViewer } from '../http/viewer';
import { presentAdContacts } from '../presenters/ad';
import { revealContacts } from '../services/contact-reveals/reveal-contacts';
import { jsonContent, openApiRouter } from './openapi-router';

const revealRoute = contractRoute(contactRevealsApi.revealContacts, {
  tags: ['ads'],
  summary: "Reveal an ad's contact details (signed in): logged, a daily number of ads per person",
  description:
    'The only way to an ad’s contact details for anyone but its owner (docs/decisions/031). The first ' +
    'reveal of an ad is logged (who, when) and counts against the `contact_reveals_per_day` trust ' +
    'setting: distinct ads in the last 24 hours; revealing the same ad again does not count. The ' +
    'owner sees how many people revealed them (`contact_reveals`). No body.',
  answer: 'The contact details',
  errors: {
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
