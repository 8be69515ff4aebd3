import * as savedSearchesApi from '../../shared/api/saved-searches';
import { ApiError } from '../../shared/schemas/errors';
import { contractRoute } from '../http/contract-route';
import { unsubscribe, unsubscribeTarget } from '../services/saved-searches/unsubscribe';
import { jsonContent, openApiRouter } from './openapi-router';

const invalid = {
  404: jsonContent(ApiError, 'UNSUBSCRIBE_LINK_INVALID: not a token this site signed, or the search is gone'),
};

const targetRoute = contractRoute(savedSearchesApi.getUnsubscribeTarget, {
  tags: ['account'],
  summary: 'The saved search an unsubscribe link names (no sign-in), for the confirmation page',
  description: 'Reading changes nothing: link scanners in mailboxes follow links.',
  answer: 'The search',
  errors: invalid,
});

const unsubscribeRoute = contractRoute(savedSearchesApi.unsubscribe, {
  tags: ['account'],
  summary: "Stop a saved search's mail (no sign-in; RFC 8058 one-click)",
  description:
    'The target of the alert mails’ `List-Unsubscribe` header (with `List-Unsubscribe-Post: ' +
    'List-Unsubscribe=One-Click`) and of the confirmation page. Any body is ignored; idempotent.',
  answer: 'Unsubscribed',
  errors: invalid,
});

export const unsubscribeRoutes = openApiRouter()
  .openapi(targetRoute, async (c) => {
    const { deps } = c.var;
    const row = await unsubscribeTarget(deps.db, deps.unsubscribeKey, c.req.valid('param').token);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ name: row.name, notify_email: row.notifyEmail }, 200);
  })
  .openapi(unsubscribeRoute, async (c) => {
    const { deps } = c.var;
    const row = await unsubscribe(deps.db, deps.unsubscribeKey, c.req.valid('param').token);
    return c.json({ name: row.name, notify_email: false }, 200);
  });
