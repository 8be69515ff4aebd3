import { z } from 'zod';
import { cursorCodec, exactTimestamp } from '../paging/cursor-codec';

/** Position in the log: created_at (PostgreSQL's exact text, microseconds kept) and id of the last entry shown. */
const Cursor = z.object({
  c: exactTimestamp,
  i: z.number().int().positive(),
});
export type AuditCursor = z.infer<typeof Cursor>;

export const { encode: encodeAuditCursor, decode: decodeAuditCursor } = cursorCodec(Cursor);
