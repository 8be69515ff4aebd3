import * as blockedWordsApi from '../../shared/api/admin-blocked-words';
import { ApiError } from '../../shared/schemas/errors';
import { contractRoute } from '../http/contract-route';
import { signedInViewer } from '../http/viewer';
import { presentBlockedWord } from '../presenters/blocked-word';
import { addBlockedWord, listBlockedWords, removeBlockedWord } from '../services/anti-spam/blocked-words';
import { fieldErrors, jsonContent, openApiRouter } from './openapi-router';

const guarded = {
  401: jsonContent(ApiError, 'Not signed in'),
  403: jsonContent(ApiError, 'Not an admin'),
};
const tags = ['admin'];

const listRoute = contractRoute(blockedWordsApi.listBlockedWords, {
  tags,
  summary: 'The blocked words and phrases: an ad holding one waits for a moderator (docs/decisions/030)',
  answer: 'Every entry, alphabetically',
  errors: guarded,
});

const addRoute = contractRoute(blockedWordsApi.addBlockedWord, {
  tags,
  summary: 'Block a word or phrase (any script); a trailing * also blocks every word starting with it',
  description:
    'Compared on folded text: case, accents, Latin/Cyrillic look-alikes, repeated letters and letters ' +
    'parted by punctuation or spaces ("v.i.a.g.r.a", "v i a g r a") match; a word merely containing ' +
    'it does not. Audited.',
  answer: 'Added',
  errors: {
    400: jsonContent(ApiError, 'Empty, too long, or without a letter or digit'),
    ...guarded,
    409: jsonContent(ApiError, 'BLOCKED_WORD_EXISTS: it folds like an entry already listed'),
  },
});

const removeRoute = contractRoute(blockedWordsApi.removeBlockedWord, {
  tags,
  summary: 'Unblock a word (audited); ads it already flagged keep that reason until they are saved again',
  answer: 'Removed',
  errors: {
    400: jsonContent(ApiError, 'The id is not a UUID'),
    ...guarded,
    404: jsonContent(ApiError, 'No such entry'),
  },
});

export const adminBlockedWordRoutes = openApiRouter()
  .openapi(listRoute, async (c) => {
    const rows = await listBlockedWords(c.var.deps.db);
    return c.json({ items: rows.map(presentBlockedWord) }, 200, { 'Cache-Control': 'private, no-store' });
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
