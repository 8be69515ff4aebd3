import { z } from 'zod';
import { AppError } from '../../http/app-error';

/** Position in the log: created_at (PostgreSQL's exact text, microseconds kept) and id of the last entry shown. */
const Cursor = z.object({
  c: z.string().regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)$/),
  i: z.number().int().positive(),
});
export type AuditCursor = z.infer<typeof Cursor>;

export const encodeAuditCursor = (cursor: AuditCursor) =>
  Buffer.from(JSON.stringify(cursor)).toString('base64url');

export function decodeAuditCursor(raw: string): AuditCursor {
  try {
    return Cursor.parse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
  } catch {
    throw new AppError('INVALID_CURSOR', 400);
  }
}
