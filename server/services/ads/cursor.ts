import { z } from 'zod';
import { LISTING_SORTS, type ListingSort } from '../../../shared/schemas/ads';
import { cursorCodec, exactTimestamp } from '../paging/cursor-codec';

/** A price as the listing's keyset holds it (numeric(12, 2) as text). */
const exactPrice = z.string().regex(/^-?\d{1,12}(\.\d{1,2})?$/);

type Walk = { s: ListingSort; u?: true };
/** Prices key the priced part of a price order; listed_at keys everything else. */
export const isPriceKeyed = (walk: Walk): boolean => walk.s !== 'newest' && !walk.u;

/**
 * Position in the paid-first listing. `t` freezes "now" for the whole walk, so an ad whose paid
 * period ends mid-walk is neither repeated nor skipped. `s` is the order the walk was started in.
 * `p` 1 = walking paid ads, 0 = the rest; `u` = in a price order, walking the ads without a price.
 * `c`/`i` = the sort key of the last ad shown in that part (listed_at as exact text: the last boost,
 * else creation; or its price) and its id (both or neither).
 */
const Cursor = z
  .object({
    t: z.iso.datetime(),
    // Cursors made before there was a choice of order walk newest first.
    s: z.enum(LISTING_SORTS).default('newest'),
    p: z.union([z.literal(0), z.literal(1)]),
    u: z.literal(true).optional(),
    c: z.string().max(40).optional(),
    i: z.uuid().optional(),
  })
  .refine((cursor) => (cursor.c === undefined) === (cursor.i === undefined))
  .refine((cursor) => cursor.s !== 'newest' || cursor.u === undefined)
  .refine(
    (cursor) =>
      cursor.c === undefined ||
      (isPriceKeyed(cursor) ? exactPrice : exactTimestamp).safeParse(cursor.c).success,
  );
export type Cursor = z.infer<typeof Cursor>;

export const { encode: encodeCursor, decode: decodeCursor } = cursorCodec(Cursor);
