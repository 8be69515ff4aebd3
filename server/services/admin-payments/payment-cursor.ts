import { z } from 'zod';
import { cursorCodec, exactTimestamp } from '../paging/cursor-codec';

/** Position in the payments list: created_at (PostgreSQL's exact text) and id of the last one shown. */
const Cursor = z.object({ c: exactTimestamp, i: z.uuid() });

export const { encode: encodePaymentCursor, decode: decodePaymentCursor } = cursorCodec(Cursor);
