import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { savedSearches, savedSearchMatches } from '../../db/schema/saved-searches';

/** How long a digest waits after the last one. */
export const DIGEST_INTERVAL = { daily: '1 day', weekly: '7 days' } as const;

/**
 * Active saved searches with alerts not yet sent that are due now: an instant one at once, a digest
 * a day or a week after the last.
 */
export async function dueSavedSearches(db: Db, now: Date, limit: number): Promise<string[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select ${savedSearches.id} as id from ${savedSearches}
        where not ${savedSearches.paused}
          and (${savedSearches.frequency} = 'instant'
            or (${savedSearches.frequency} = 'daily' and ${savedSearches.lastDigestAt} <= ${at} - interval '${sql.raw(DIGEST_INTERVAL.daily)}')
            or (${savedSearches.frequency} = 'weekly' and ${savedSearches.lastDigestAt} <= ${at} - interval '${sql.raw(DIGEST_INTERVAL.weekly)}'))
          and exists (select 1 from ${savedSearchMatches}
            where ${savedSearchMatches.savedSearchId} = ${savedSearches.id} and ${savedSearchMatches.sentAt} is null)
        limit ${limit}`,
  );
  return rows.map((row) => row.id);
}
