import { z } from 'zod';
import { EVENT_LISTS } from '../../../shared/schemas/events';
import { AppError } from '../../core/app-error';
import { cursorCodec, exactTimestamp } from '../paging/cursor-codec';

/**
 * Position in an events list. `t` freezes "now" for the whole walk (an event ending mid-walk is
 * neither repeated nor skipped), `w` is the list it belongs to, `k` the sort key of the last event
 * shown (exact timestamp text: its start for upcoming, its end for past) and `i` its id.
 */
const EventsCursor = z.object({
  t: z.iso.datetime(),
  w: z.enum(EVENT_LISTS),
  k: exactTimestamp,
  i: z.uuid(),
});
export type EventsCursor = z.infer<typeof EventsCursor>;

const codec = cursorCodec(EventsCursor);
export const encodeEventsCursor = codec.encode;

/** A cursor of this list, or 400 INVALID_CURSOR (also for another list's cursor). */
export function decodeEventsCursor(raw: string, when: EventsCursor['w']): EventsCursor {
  const cursor = codec.decode(raw);
  if (cursor.w !== when) throw new AppError('INVALID_CURSOR', 400);
  return cursor;
}
