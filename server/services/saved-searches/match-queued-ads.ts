import { eq } from 'drizzle-orm';
import type { ReferenceData } from '../../core/reference-data';
import type { Db } from '../../db/client';
import { savedSearches, savedSearchMatches } from '../../db/schema/saved-searches';
import type { BatchOptions } from '../expiry/expire-due-ads';
import { narrowMatches } from './narrow-matches';
import { dequeueAds, dropUnwantedAds, takeQueuedAds } from './queued-ads';
import { wordCandidates } from './word-candidates';

const BATCH = 200;

export interface MatchDeps {
  db: Db;
  catalog: ReferenceData;
  timeZone: string;
  clock: () => Date;
}

/** Every saved search that is not paused, with what matching reads. */
const activeSearches = (tx: Db) =>
  tx
    .select({
      id: savedSearches.id,
      userId: savedSearches.userId,
      words: savedSearches.words,
      filters: savedSearches.filters,
      createdAt: savedSearches.createdAt,
    })
    .from(savedSearches)
    .where(eq(savedSearches.paused, false));

/**
 * Matches the queued newly approved ads against every active saved search, a batch at a time: each
 * batch's matches are recorded (at most one per person and ad) and its ads leave the queue in one
 * transaction, so a pass stopped anywhere leaves whole batches done and none twice. Returns how
 * many matches it recorded.
 */
export async function matchQueuedAds(deps: MatchDeps, options: BatchOptions = {}): Promise<number> {
  const size = options.batchSize ?? BATCH;
  let recorded = 0;
  await dropUnwantedAds(deps.db);
  for (;;) {
    options.signal?.throwIfAborted();
    const { taken, matched } = await deps.db.transaction(async (tx) => {
      const { taken, visible } = await takeQueuedAds(tx, size);
      if (taken.length === 0) return { taken, matched: 0 };
      const searches = visible.length > 0 ? await activeSearches(tx) : [];
      const candidates = await wordCandidates(tx, searches, visible);
      const now = deps.clock();
      const matches = await narrowMatches(tx, { ...deps, now }, searches, candidates, visible);
      const stored =
        matches.length === 0
          ? []
          : await tx
              .insert(savedSearchMatches)
              .values(matches.map((m) => ({ ...m, matchedAt: now })))
              .onConflictDoNothing()
              .returning({ adId: savedSearchMatches.adId });
      await dequeueAds(tx, taken);
      return { taken, matched: stored.length };
    });
    recorded += matched;
    if (taken.length > 0) options.afterBatch?.(taken);
    if (taken.length < size) return recorded;
  }
}
