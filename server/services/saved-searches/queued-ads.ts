import { and, asc, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { advertisements as ads } from '../../db/schema/ads';
import { savedSearches, savedSearchQueue } from '../../db/schema/saved-searches';
import { publiclyVisible } from '../ads/ad-query';
import { idList } from './json-rows';

export interface QueuedAd {
  id: string;
  userId: string;
  approvedAt: Date;
  /** The words of its title and description as the full-text index holds them. */
  lexemes: string[];
}

/**
 * The oldest `size` approved ads waiting to be matched, locked for this transaction (SKIP LOCKED: a
 * pass never waits on another's batch), and of those the ones still visible with their words.
 */
export async function takeQueuedAds(tx: Db, size: number): Promise<{ taken: string[]; visible: QueuedAd[] }> {
  const queued = await tx
    .select({ adId: savedSearchQueue.adId, approvedAt: savedSearchQueue.approvedAt })
    .from(savedSearchQueue)
    .orderBy(asc(savedSearchQueue.approvedAt), asc(savedSearchQueue.adId))
    .limit(size)
    .for('update', { skipLocked: true });
  const taken = queued.map((row) => row.adId);
  if (taken.length === 0) return { taken, visible: [] };
  const approvedAt = new Map(queued.map((row) => [row.adId, row.approvedAt]));
  const rows = await queryRows<{ id: string; user_id: string; lexemes: string[] }>(
    tx,
    sql`select ${ads.id} as id, ${ads.userId} as user_id, tsvector_to_array(${ads.searchVector}) as lexemes
        from ${ads} where ${and(sql`${ads.id} in ${idList(taken)}`, publiclyVisible)}`,
  );
  const visible = rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    approvedAt: approvedAt.get(row.id) ?? new Date(0),
    lexemes: row.lexemes,
  }));
  return { taken, visible };
}

/**
 * Drops the queued ads approved before the oldest active saved search was saved: no search may alert
 * them, so a queue that filled while nobody was searching (a bulk import, the demo data, a long
 * pause) goes in one statement, not batch by batch.
 */
export async function dropUnwantedAds(db: Db): Promise<void> {
  await db.execute(
    sql`delete from ${savedSearchQueue} where ${savedSearchQueue.approvedAt} < coalesce(
          (select min(${savedSearches.createdAt}) from ${savedSearches} where not ${savedSearches.paused}),
          'infinity'::timestamptz)`,
  );
}

/** The batch is matched: its ads leave the queue in the transaction that recorded their matches. */
export async function dequeueAds(tx: Db, ids: string[]): Promise<void> {
  if (ids.length > 0) await tx.delete(savedSearchQueue).where(inArray(savedSearchQueue.adId, ids));
}
