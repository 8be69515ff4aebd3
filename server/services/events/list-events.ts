import { and, asc, desc, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { EventList } from '../../../shared/schemas/events';
import type { Deps } from '../../core/deps';
import { builtOnce } from '../../db/built-once';
import type { Db } from '../../db/client';
import { advertisements as ads } from '../../db/schema/ads';
import { endedEventHistory, eventEnd, publiclyVisible } from '../ads/ad-query';
import type { AdsPage } from '../ads/list-ads';
import { type ListItemRow, selectListItems } from '../ads/list-item-query';
import { decodeEventsCursor, encodeEventsCursor } from './events-cursor';

/** A walk's values: given as they are (the calendar feed, EXPLAIN), or as placeholders (listEvents). */
interface EventsValues {
  when: EventList;
  cityId?: string | SQLWrapper;
  now: string | SQLWrapper;
  after?: { key: string | SQLWrapper; id: string | SQLWrapper };
}

export interface EventsWalk {
  when: EventList;
  cityId?: string;
  /** "Now" as ISO text: upcoming events end at or after it, past ones before it. */
  now: string;
  /** The last event shown: its sort key (exact timestamp text) and id. */
  after?: { key: string; id: string };
  take: number;
}

/**
 * Which events a walk reads and in what order. Upcoming: publicly visible events not yet ended, a
 * range of ads_approved_city_events_idx sorted by start (upcoming events are few next to past ones); the
 * calendar feed walks the same way. Past: public history (endedEventHistory: approved or expired,
 * docs/decisions/035), newest end first, straight down ads_public_events_idx.
 */
export function eventsOrder(p: EventsValues): { where: SQL | undefined; order: SQL[] } {
  const now = sql`${p.now}::timestamptz`;
  const upcoming = p.when === 'upcoming';
  let position: SQL | undefined;
  if (p.after) {
    const key = sql`${p.after.key}::timestamptz`;
    const id = sql`${p.after.id}::uuid`;
    position = upcoming
      ? sql`(${ads.eventDate}, ${ads.id}) > (${key}, ${id})`
      : // Written as a range on the indexed expression, so the index bounds the scan.
        sql`${eventEnd} <= ${key} and (${eventEnd} < ${key} or ${ads.id} < ${id})`;
  }
  return {
    where: and(
      upcoming
        ? // The literal column, not "= true": the partial index's predicate is `is_event`.
          and(publiclyVisible, sql`${ads.isEvent}`, sql`${eventEnd} >= ${now}`)
        : endedEventHistory(p.now),
      p.cityId !== undefined ? eq(ads.cityId, p.cityId) : undefined,
      position,
    ),
    order: upcoming ? [asc(ads.eventDate), asc(ads.id)] : [desc(eventEnd), desc(ads.id)],
  };
}

/** One page of a list's events as cards show them, with its values in place (for EXPLAIN). */
export function eventsWalk(db: Db, p: EventsWalk) {
  const { where, order } = eventsOrder(p);
  return selectListItems(db)
    .where(where)
    .orderBy(...order)
    .limit(p.take);
}

/** The same walk as eventsWalk, its query built once per shape. */
function eventsPage(db: Db, p: EventsWalk): Promise<ListItemRow[]> {
  const shape = { when: p.when, city: p.cityId !== undefined, after: p.after !== undefined };
  const query = builtOnce(db, `events ${JSON.stringify(shape)}`, () => {
    const { where, order } = eventsOrder({
      when: p.when,
      now: sql.placeholder('now'),
      cityId: shape.city ? sql.placeholder('cityId') : undefined,
      after: shape.after ? { key: sql.placeholder('afterKey'), id: sql.placeholder('afterId') } : undefined,
    });
    return selectListItems(db)
      .where(where)
      .orderBy(...order)
      .limit(sql.placeholder('take'))
      .prepare('');
  });
  return query.execute({
    now: p.now,
    cityId: p.cityId,
    afterKey: p.after?.key,
    afterId: p.after?.id,
    take: p.take,
  });
}

/** The exact sort key of an event shown (a JS Date would round microseconds away). */
async function sortKeyOf(db: Db, when: EventList, shown: ListItemRow): Promise<string> {
  const key = when === 'upcoming' ? sql`${ads.eventDate}` : eventEnd;
  const [row] = await db
    .select({ key: sql<string>`${key}::text` })
    .from(ads)
    .where(eq(ads.id, shown.id));
  // Deleted meanwhile: its millisecond time is as good a position.
  const fallback = when === 'upcoming' ? shown.eventDate : (shown.eventEndDate ?? shown.eventDate);
  return row?.key ?? (fallback ?? new Date(0)).toISOString();
}

export async function listEvents(
  { db, clock }: Deps,
  params: { when: EventList; cityId?: string; cursor?: string; limit: number },
): Promise<AdsPage> {
  const cursor = params.cursor ? decodeEventsCursor(params.cursor, params.when) : undefined;
  const now = cursor?.t ?? clock().toISOString();
  const found = await eventsPage(db, {
    when: params.when,
    cityId: params.cityId,
    now,
    after: cursor ? { key: cursor.k, id: cursor.i } : undefined,
    take: params.limit + 1,
  });
  const rows = found.slice(0, params.limit);
  const last = rows.at(-1);
  const nextCursor =
    found.length > params.limit && last
      ? encodeEventsCursor({
          t: now,
          w: params.when,
          k: await sortKeyOf(db, params.when, last),
          i: last.id,
        })
      : null;
  return { rows, nextCursor };
}
