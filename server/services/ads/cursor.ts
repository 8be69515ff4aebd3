import { z } from 'zod';
import { cursorCodec, exactTimestamp } from '../paging/cursor-codec';

/**
 * Position in the paid-first listing. `t` freezes "now" for the whole walk, so an ad whose paid
 * period ends mid-walk is neither repeated nor skipped. `p` 1 = walking paid ads, 0 = the rest;
 * `c`/`i` = listed_at (exact text: the last boost, else creation) and id of the last ad shown in that
 * phase (both or neither).
 */
const Cursor = z
  .object({
    t: z.iso.datetime(),
    p: z.union([z.literal(0), z.literal(1)]),
    c: exactTimestamp.optional(),
    i: z.uuid().optional(),
  })
  .refine((cursor) => (cursor.c === undefined) === (cursor.i === undefined));
export type Cursor = z.infer<typeof Cursor>;

export const { encode: encodeCursor, decode: decodeCursor } = cursorCodec(Cursor);
