import type { PublicContentFeed } from './public-content';

/**
 * One table's rows (or what is made of them), read once and shared while the public-content feed
 * listens; `forget()` drops it (the owner subscribes to the feed and calls it for its table). While
 * the feed is not listening every read goes to the database.
 */
export function keptCopy<T>(feed: PublicContentFeed, load: () => Promise<T>) {
  let copy: Promise<T> | null = null;
  return {
    get(): Promise<T> {
      if (!feed.listening()) {
        void feed.listen();
        return load();
      }
      if (copy) return copy;
      // Kept before it resolves, so concurrent requests share one read; a change meanwhile drops it. A
      // real promise: a drizzle query runs again on every `then`.
      const loading = Promise.resolve(load());
      copy = loading;
      loading.catch(() => {
        if (copy === loading) copy = null;
      });
      return loading;
    },
    forget() {
      copy = null;
    },
  };
}
