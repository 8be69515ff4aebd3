import * as blocksApi from '../../shared/api/blocks';
import { ApiError } from '../../shared/schemas/errors';
import { contractRoute } from '../http/contract-route';
import { consumeRateLimit } from '../http/rate-limit';
import { signedInViewer } from '../http/viewer';
import { presentBlockedPerson } from '../presenters/blocked-person';
import { blockPerson } from '../services/blocks/block-person';
import { listBlocked } from '../services/blocks/list-blocked';
import { unblockPerson } from '../services/blocks/unblock-person';
import { jsonContent, openApiRouter } from './openapi-router';

const signedIn = { 401: jsonContent(ApiError, 'Not signed in') };
const limited = {
  429: jsonContent(ApiError, 'Too many blocks and unblocks lately (person_block: 30 an hour)'),
};

const listRoute = contractRoute(blocksApi.listBlockedPeople, {
  tags: ['account'],
  summary: 'Everyone the caller blocked, the latest first',
  answer: 'The people blocked',
  errors: signedIn,
});

const blockRoute = contractRoute(blocksApi.blockPerson, {
  tags: ['account'],
  summary: 'Block a person (by user id): neither sees the other’s ads or can contact the other',
  description:
    'Idempotent: blocking someone again changes nothing. Their ads leave the caller’s lists, search, ' +
    'map and ad pages and the caller’s leave theirs; neither can reveal the other’s contacts or rate ' +
    'the other’s ads (docs/decisions/031). Not oneself (400 CANNOT_BLOCK_SELF); at most 200 people ' +
    '(409 TOO_MANY_BLOCKS). No body.',
  answer: 'The person, blocked',
  errors: {
    400: jsonContent(ApiError, 'CANNOT_BLOCK_SELF'),
    ...signedIn,
    404: jsonContent(ApiError, 'No such person'),
    409: jsonContent(ApiError, 'TOO_MANY_BLOCKS'),
    ...limited,
  },
});

const unblockRoute = contractRoute(blocksApi.unblockPerson, {
  tags: ['account'],
  summary: 'Unblock a person; idempotent (no block, nothing changes)',
  answer: 'Not blocked (any more)',
  errors: { ...signedIn, ...limited },
});

export const blockRoutes = openApiRouter()
  .openapi(listRoute, async (c) => {
    const viewer = signedInViewer(c);
    const rows = await listBlocked(c.var.deps.db, viewer);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ items: rows.map(presentBlockedPerson) }, 200);
  })
  .openapi(blockRoute, async (c) => {
    const viewer = signedInViewer(c);
    await consumeRateLimit(c, 'person_block');
    const row = await blockPerson(c.var.deps.db, viewer, c.req.valid('param').id);
    c.header('Cache-Control', 'private, no-store');
    return c.json(presentBlockedPerson(row), 200);
  })
  .openapi(unblockRoute, async (c) => {
    const viewer = signedInViewer(c);
    await consumeRateLimit(c, 'person_block');
    await unblockPerson(c.var.deps.db, viewer, c.req.valid('param').id);
    return c.body(null, 204);
  });
