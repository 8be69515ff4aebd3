import { z } from 'zod';
import { AppError } from '../../http/app-error';

/**
 * Position in the paid-first listing. `t` freezes "now" for the whole walk, so an ad whose paid
 * period ends mid-walk is neither repeated nor skipped. `p` 1 = walking paid ads, 0 = the rest;
 * `c`/`i` = created_at (exact text) and id of the last ad shown in that phase.
 */
const Cursor = z.object({
  t: z.iso.datetime(),
  p: z.union([z.literal(0), z.literal(1)]),
  c: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)$/)
    .optional(),
  i: z.uuid().optional(),
});
export type Cursor = z.infer<typeof Cursor>;

export const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

export function decodeCursor(raw: string): Cursor {
  try {
    const cursor = Cursor.parse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
    if ((cursor.c === undefined) !== (cursor.i === undefined)) throw new Error('incomplete position');
    return cursor;
  } catch {
    throw new AppError('INVALID_CURSOR', 400);
  }
}
