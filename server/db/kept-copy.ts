import { keptValue } from '../core/named-cache';
import type { PublicContentFeed } from './public-content';

/**
 * One table's rows (or what is made of them), read once and shared while the public-content feed
 * listens, in a named cache of one entry (core/named-cache.ts); `forget()` drops it (the owner
 * subscribes to the feed and calls it for its table). While the feed is not listening every read goes
 * to the database.
 */
export function keptCopy<T>(name: string, feed: PublicContentFeed, load: () => Promise<T>) {
  const kept = keptValue(name, load);
  return {
    get(): Promise<T> {
      if (!feed.listening()) {
        void feed.listen();
        return load();
      }
      // Kept before it resolves, so concurrent requests share one read; a change meanwhile drops it.
      return kept.get();
    },
    forget: kept.forget,
  };
}
