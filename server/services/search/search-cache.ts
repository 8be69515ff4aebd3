/**
 * Answers to recent searches and suggestions in this process, keyed by the normalised question:
 * the same question within SEARCH_CACHE_SECONDS is answered without the database, and identical
 * questions asked at the same moment share one computation (docs/decisions/011). Bounded (the least
 * recently used goes first) and emptied whenever an ad changes in this process.
 */
const MAX_ENTRIES = 2000;

interface Entry {
  answer: Promise<unknown>;
  expires: number;
}

const entries = new Map<string, Entry>();

export function cachedAnswer<T>(key: string, ttlSeconds: number, compute: () => Promise<T>): Promise<T> {
  if (ttlSeconds <= 0) return compute();
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && hit.expires > now) {
    // Map keeps insertion order: re-inserting makes this the most recently used.
    entries.delete(key);
    entries.set(key, hit);
    return hit.answer as Promise<T>;
  }
  const answer = compute();
  const entry = { answer, expires: now + ttlSeconds * 1000 };
  entries.delete(key);
  entries.set(key, entry);
  // A failed question is asked afresh next time.
  answer.catch(() => entries.get(key) === entry && entries.delete(key));
  while (entries.size > MAX_ENTRIES) {
    const oldest = entries.keys().next().value;
    if (oldest === undefined) break;
    entries.delete(oldest);
  }
  return answer;
}

/** Call after any write that can change what a search finds or shows (ads, their owners, images). */
export function invalidateSearchCache(): void {
  entries.clear();
}
