import { z } from 'zod';
import { EVENT_LISTS } from '../../../shared/schemas/events';
import { AppError } from '../../http/app-error';

/**
 * Position in an events list. `t` freezes "now" for the whole walk (an event ending mid-walk is
 * neither repeated nor skipped), `w` is the list it belongs to, `k` the sort key of the last event
 * shown (exact timestamp text: its start for upcoming, its end for past) and `i` its id.
 */
const EventsCursor = z.object({
  t: z.iso.datetime(),
  w: z.enum(EVENT_LISTS),
  k: z.string().regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)$/),
  i: z.uuid(),
});
export type EventsCursor = z.infer<typeof EventsCursor>;

export const encodeEventsCursor = (cursor: EventsCursor) =>
  Buffer.from(JSON.stringify(cursor)).toString('base64url');

/** A cursor of this list, or 400 INVALID_CURSOR (also for another list's cursor). */
export function decodeEventsCursor(raw: string, when: EventsCursor['w']): EventsCursor {
  try {
    const cursor = EventsCursor.parse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
    if (cursor.w !== when) throw new Error('cursor of the other list');
    return cursor;
  } catch {
    throw new AppError('INVALID_CURSOR', 400);
  }
}
