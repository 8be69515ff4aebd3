import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client';
import { PUBLIC_CONTENT_CHANNEL } from '../../ssr/page-cache';
import { approximateBytes } from './approximate-bytes';

/** What all cached answers together may hold in memory (their approximate size, see below). */
export const SEARCH_CACHE_MAX_BYTES = 48 * 1024 * 1024;
/** What an answer still being computed counts for until its size is known. */
const PENDING_BYTES = 1024;

/**
 * Answers to recent searches and suggestions in this process, keyed by the normalised question:
 * the same question within SEARCH_CACHE_SECONDS is answered without the database, and identical
 * questions asked at the same moment share one computation (docs/decisions/011). Bounded by count
 * and by memory (the least recently used goes first, docs/decisions/018: a page of 24 ads with their
 * descriptions weighs about 100 KB, so 2,000 of them alone would hold 200 MB) and emptied whenever
 * an ad changes in this process, and, in a server (forgetOnPublicChanges), in any process.
 */
// An entry is replaced (not updated) once its answer is weighed: lru-cache keeps an unchanged value's size.
const answers = new LRUCache<string, { answer: Promise<unknown> }>({
  max: 2000,
  maxSize: SEARCH_CACHE_MAX_BYTES,
});

/** False while a server's connection that hears other processes' changes is lost: nothing is kept. */
let keeping = true;

export function cachedAnswer<T>(key: string, ttlSeconds: number, compute: () => Promise<T>): Promise<T> {
  if (ttlSeconds <= 0 || !keeping) return compute();
  const hit = answers.get(key);
  if (hit) return hit.answer as Promise<T>;
  const answer = compute();
  const isStill = () => answers.peek(key)?.answer === answer;
  answers.set(key, { answer }, { ttl: ttlSeconds * 1000, size: PENDING_BYTES });
  answer.then(
    // Weighed once known, keeping the time to live it started with.
    (value) =>
      isStill() && answers.set(key, { answer }, { size: approximateBytes(value), noUpdateTTL: true }),
    // A failed question is asked afresh next time.
    () => isStill() && answers.delete(key),
  );
  return answer;
}

/** Call after any write that can change what a search finds or shows (ads, their owners, images). */
export function invalidateSearchCache(): void {
  answers.clear();
}

const RELISTEN_MS = 1000;

/**
 * Empties the cache on every change any server process makes to what public pages show (migration
 * 0019's NOTIFY, as the page cache). While the LISTEN connection is down nothing is kept, and it is
 * opened again every second. Returns how to stop listening.
 */
export async function forgetOnPublicChanges(database: Database): Promise<() => Promise<void>> {
  let unlisten: (() => Promise<void>) | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  const lost = () => {
    if (closed) return;
    keeping = false;
    invalidateSearchCache();
    // Gives the dropped connection back: the pool discards it.
    void unlisten?.();
    unlisten = null;
    retry = setTimeout(() => void listen(), RELISTEN_MS);
  };
  async function listen() {
    try {
      const listening = await database.listen(PUBLIC_CONTENT_CHANNEL, invalidateSearchCache, lost);
      if (closed) return void (await listening());
      unlisten = listening;
      // Answers computed while nothing was heard may predate a change: they go.
      invalidateSearchCache();
      keeping = true;
    } catch (error) {
      console.warn(`cannot LISTEN for search changes; answers are not kept (${(error as Error).message})`);
      lost();
    }
  }
  await listen();
  return async () => {
    if (closed) return;
    closed = true;
    clearTimeout(retry);
    const listening = unlisten;
    unlisten = null;
    await listening?.();
    // Not listening any more, as before it began: answers are kept and forgotten on this process's writes.
    keeping = true;
  };
}
