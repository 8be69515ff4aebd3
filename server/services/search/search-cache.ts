import { namedCache } from '../../core/named-cache';
import type { SearchCache } from '../../core/search-cache';
import type { PublicContentFeed } from '../../db/public-content';
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
 * an ad changes in this process, and, in a server (forgetOnPublicChanges), in any process. One per
 * Deps (server/deps.ts).
 */
export function createSearchCache(): SearchCache {
  // An entry is replaced (not updated) once its answer is weighed: lru-cache keeps an unchanged value's size.
  const answers = namedCache<string, { answer: Promise<unknown> }>({
    name: 'search answers',
    max: 2000,
    maxSize: SEARCH_CACHE_MAX_BYTES,
  });
  /** In a server, what tells it of every process's changes; while it does not hear, nothing is kept. */
  let feed: PublicContentFeed | null = null;
  const forget = () => answers.clear();

  return {
    answer<T>(key: string, ttlSeconds: number, compute: () => Promise<T>): Promise<T> {
      if (ttlSeconds <= 0) return compute();
      if (feed && !feed.listening()) {
        void feed.listen();
        return compute();
      }
      const hit = answers.get(key);
      if (hit) return hit.answer as Promise<T>;
      const answer = compute();
      const isStill = () => answers.peek(key)?.answer === answer;
      answers.set(key, { answer }, { ttlMs: ttlSeconds * 1000, size: PENDING_BYTES });
      answer.then(
        // Weighed once known, keeping the time to live it started with.
        (value) =>
          isStill() && answers.set(key, { answer }, { size: approximateBytes(value), keepTtl: true }),
        // A failed question is asked afresh next time.
        () => isStill() && answers.delete(key),
      );
      return answer;
    },
    forget,
    forgetOnPublicChanges(publicContent) {
      feed = publicContent;
      const unsubscribe = publicContent.subscribe(forget);
      // Answers kept before the feed heard may predate a change.
      forget();
      void publicContent.listen();
      return () => {
        unsubscribe();
        // As before it began: answers are kept and forgotten on this process's writes.
        if (feed === publicContent) feed = null;
      };
    },
  };
}
