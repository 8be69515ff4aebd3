import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { advertisements as ads } from '../../db/schema/ads';
import { notifications } from '../../db/schema/notifications';

export interface BatchOptions {
  /** Ads per committed batch. */
  batchSize?: number;
  /** Checked before each batch: the server is stopping (a test aborts between batches to play a crash). */
  signal?: AbortSignal;
  /** Called after each committed batch with its ads' ids. */
  afterBatch?: (ids: string[]) => void;
}

const BATCH = 200;

/**
 * Moves every approved ad whose expiry has come (`now`) to 'expired', in batches that each commit on
 * their own: the state is in the rows, so a pass stopped anywhere leaves whole batches done and the
 * next pass does the rest, and a second pass finds nothing. Every public query reads
 * status = 'approved', so the ads leave lists, search, the map, sitemaps and feeds at once (and the
 * caches forget them: migration 0019's NOTIFY). Each owner gets a notice (`ad_expired`, not for an
 * event: it ended) written by the same statement, so no ad expires untold or is told twice.
 * Returns the ids expired.
 */
export async function expireDueAds(db: Db, now: Date, options: BatchOptions = {}): Promise<string[]> {
  const size = options.batchSize ?? BATCH;
  const expired: string[] = [];
  for (;;) {
    options.signal?.throwIfAborted();
    // SKIP LOCKED: an ad an owner is renewing right now is left for the next pass (its renewal wins).
    const rows = await queryRows<{ id: string }>(
      db,
      sql`with expired as (
            update ${ads} set status = 'expired' where ${ads.id} in (
              select ${ads.id} from ${ads}
              where ${ads.status} = 'approved' and ${ads.expiresAt} <= ${now.toISOString()}::timestamptz
              order by ${ads.expiresAt} limit ${size} for update skip locked)
            returning ${ads.id} as id, ${ads.userId} as user_id, ${ads.title} as title, ${ads.isEvent} as is_event
          ), told as (
            insert into ${notifications} (user_id, kind, ad_id, data)
            select user_id, 'ad_expired', id, jsonb_build_object('title', title) from expired where not is_event
          )
          select id from expired`,
    );
    const ids = rows.map((row) => row.id);
    expired.push(...ids);
    if (ids.length > 0) options.afterBatch?.(ids);
    if (ids.length < size) return expired;
  }
}
