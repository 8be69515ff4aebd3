import type { PublicContentFeed } from '../db/public-content';

/**
 * This process's answers to recent searches, suggestions and listing counts
 * (server/services/search/search-cache.ts), held in its Deps.
 */
export interface SearchCache {
  /**
   * The answer kept for `key`, else `compute()`'s, kept `ttlSeconds` (0: not kept); identical
   * questions at the same moment share one computation.
   */
  answer<T>(key: string, ttlSeconds: number, compute: () => Promise<T>): Promise<T>;
  /** Call after any write that can change what a search finds or shows (ads, their owners, images). */
  forget(): void;
  /**
   * Empties the cache on every change any server process makes to what public pages show (the
   * process's public-content feed, as the page cache). While the feed does not hear, nothing is kept
   * and the next question asks it to listen again. Returns how to stop.
   */
  forgetOnPublicChanges(publicContent: PublicContentFeed): () => void;
}
