/**
 * Pages rendered for visitors, kept a few seconds (server/ssr/page-cache.ts): forgotten as soon as
 * anything they show changes, in any server process on the database.
 */
export interface PageCache {
  get(key: string): string | undefined;
  /** Counts the changes heard: read it before rendering, and give it to `set`. */
  generation(): number;
  /**
   * Keeps `html` under `key` unless something changed since `generation` (it was rendered from what
   * may be gone) or the cache is not working (it is not until it hears of changes).
   */
  set(key: string, html: string, generation: number): void;
  /** Stops listening and forgets everything. */
  close(): Promise<void>;
}
