import { z } from 'zod';
import { AppError } from '../../core/app-error';

/** A timestamp as PostgreSQL writes it (microseconds kept), so a keyset position is exact. */
export const exactTimestamp = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)$/);

/** Opaque page cursors of this shape (base64url JSON); one that does not decode to it is 400 INVALID_CURSOR. */
export function cursorCodec<Schema extends z.ZodType>(schema: Schema) {
  return {
    encode: (cursor: z.input<Schema>) => Buffer.from(JSON.stringify(cursor)).toString('base64url'),
    decode(raw: string): z.infer<Schema> {
      try {
        return schema.parse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
      } catch {
        throw new AppError('INVALID_CURSOR', 400);
      }
    },
  };
}
