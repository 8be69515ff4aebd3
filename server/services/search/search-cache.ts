import { LRUCache } from 'lru-cache';

/**
 * Answers to recent searches and suggestions in this process, keyed by the normalised question:
 * the same question within SEARCH_CACHE_SECONDS is answered without the database, and identical
 * questions asked at the same moment share one computation (docs/decisions/011). Bounded (the least
 * recently used goes first, docs/decisions/018) and emptied whenever an ad changes in this process.
 */
const answers = new LRUCache<string, Promise<unknown>>({ max: 2000 });

export function cachedAnswer<T>(key: string, ttlSeconds: number, compute: () => Promise<T>): Promise<T> {
  if (ttlSeconds <= 0) return compute();
  const hit = answers.get(key);
  if (hit) return hit as Promise<T>;
  const answer = compute();
  answers.set(key, answer, { ttl: ttlSeconds * 1000 });
  // A failed question is asked afresh next time.
  answer.catch(() => answers.peek(key) === answer && answers.delete(key));
  return answer;
}

/** Call after any write that can change what a search finds or shows (ads, their owners, images). */
export function invalidateSearchCache(): void {
  answers.clear();
}
