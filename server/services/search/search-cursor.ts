import { z } from 'zod';
import { SEARCH } from '../../../shared/constants';
import { SEARCH_SORTS } from '../../../shared/schemas/search';
import { cursorCodec } from '../paging/cursor-codec';

/**
 * Position in a search's results: `t` freezes "now" (what is paid, what counts as today, which ads
 * exist) for every page of one search; `s` is the order it was made in; `o` is how many results came
 * before this page. Offsets are fine here because results never go deeper than SEARCH.maxResults
 * (docs/decisions/011).
 */
const SearchCursor = z.object({
  t: z.iso.datetime(),
  // Cursors made before there was a choice of order have none: they go on in the order asked for.
  s: z.enum(SEARCH_SORTS).optional(),
  o: z.number().int().min(1).max(SEARCH.maxResults),
});
export type SearchCursor = z.infer<typeof SearchCursor>;

export const { encode: encodeSearchCursor, decode: decodeSearchCursor } = cursorCodec(SearchCursor);
