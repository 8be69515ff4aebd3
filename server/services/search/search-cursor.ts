import { z } from 'zod';
import { SEARCH } from '../../../shared/constants';
import { AppError } from '../../http/app-error';

/**
 * Position in a search's results: `t` freezes "now" (what is paid, what counts as today, which ads
 * exist) for every page of one search; `o` is how many results came before this page. Offsets are
 * fine here because results never go deeper than SEARCH.maxResults (docs/decisions/011).
 */
const SearchCursor = z.object({
  t: z.iso.datetime(),
  o: z.number().int().min(1).max(SEARCH.maxResults),
});
export type SearchCursor = z.infer<typeof SearchCursor>;

export const encodeSearchCursor = (cursor: SearchCursor) =>
  Buffer.from(JSON.stringify(cursor)).toString('base64url');

export function decodeSearchCursor(raw: string): SearchCursor {
  try {
    return SearchCursor.parse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
  } catch {
    throw new AppError('INVALID_CURSOR', 400);
  }
}
