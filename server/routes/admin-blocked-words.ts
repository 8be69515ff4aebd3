import { createRoute } from '@hono/zod-openapi';
import { BlockedWord, BlockedWordInput, BlockedWordList } from '../../shared/schemas/blocked-words';
import { ApiError } from '../../shared/schemas/errors';
import { UuidParam } from '../../shared/schemas/id-param';
import { signedInViewer } from '../http/viewer';
import { presentBlockedWord } from '../presenters/blocked-word';
import { addBlockedWord, listBlockedWords, removeBlockedWord } from '../services/anti-spam/blocked-words';
import { fieldErrors, jsonContent, openApiRouter } from './openapi-router';

const guarded = {
  401: jsonContent(ApiError, 'Not signed in'),
  403: jsonContent(ApiError, 'Not an admin'),
};
const PATH = '/admin/blocked-words';

const listRoute = createRoute({
  method: 'get',
  path: PATH,
  tags: ['admin'],
  summary: 'The blocked words and phrases: an ad holding one waits for a moderator (docs/decisions/030)',
  responses: { 200: jsonContent(BlockedWordList, 'Every entry, alphabetically'), ...guarded },
});

const addRoute = createRoute({
  method: 'post',
  path: PATH,
  tags: ['admin'],
  summary: 'Block a word or phrase (any script); a trailing * also blocks every word starting with it',
  description:
    'Compared on folded text: case, accents, Latin/Cyrillic look-alikes, repeated letters and letters ' +
    'parted by punctuation or spaces ("v.i.a.g.r.a", "v i a g r a") match; a word merely containing ' +
    'it does not. Audited.',
  request: { body: { content: { 'application/json': { schema: BlockedWordInput } }, required: true } },
  responses: {
    201: jsonContent(BlockedWord, 'Added'),
    400: jsonContent(ApiError, 'Empty, too long, or without a letter or digit'),
    ...guarded,
    409: jsonContent(ApiError, 'BLOCKED_WORD_EXISTS: it folds like an entry already listed'),
  },
});

const removeRoute = createRoute({
  method: 'delete',
  path: `${PATH}/{id}`,
  tags: ['admin'],
  summary: 'Unblock a word (audited); ads it already flagged keep that reason until they are saved again',
  request: { params: UuidParam },
  responses: {
    204: { description: 'Removed' },
    400: jsonContent(ApiError, 'The id is not a UUID'),
    ...guarded,
    404: jsonContent(ApiError, 'No such entry'),
  },
});

export const adminBlockedWordRoutes = openApiRouter()
  .openapi(listRoute, async (c) => {
    const rows = await listBlockedWords(c.var.deps.db);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ items: rows.map(presentBlockedWord) }, 200);
  })
  .openapi(
    addRoute,
    async (c) => {
      const row = await addBlockedWord(c.var.deps.db, signedInViewer(c), c.req.valid('json').word);
      return c.json(presentBlockedWord(row), 201);
    },
    fieldErrors,
  )
  .openapi(removeRoute, async (c) => {
    await removeBlockedWord(c.var.deps.db, signedInViewer(c), c.req.valid('param').id);
    return c.body(null, 204);
  });
