import type { Database } from './client';

/** Migration 0019's triggers send a NOTIFY on this channel, naming the table, for every change to what public pages show. */
export const PUBLIC_CONTENT_CHANNEL = 'public_content';

/** What changed: a table's name, or null when the feed stopped hearing (anything may have changed). */
export type PublicContentChange = string | null;

/**
 * One LISTEN per server process on migration 0019's channel, shared by the caches of public content
 * (pages, reference data). A cache keeps nothing while `listening()` is false: it reads through and
 * calls `listen()`, which starts listening again after a lost connection.
 */
export interface PublicContentFeed {
  listening(): boolean;
  listen(): Promise<void>;
  subscribe(onChange: (change: PublicContentChange) => void): () => void;
  close(): Promise<void>;
}

export function createPublicContentFeed(database: Pick<Database, 'listen'>): PublicContentFeed {
  const subscribers = new Set<(change: PublicContentChange) => void>();
  let listening: Promise<(() => Promise<void>) | null> | null = null;
  let heard = false;
  let closed = false;

  const tell = (change: PublicContentChange) => {
    for (const subscriber of subscribers) subscriber(change);
  };
  function listen(): Promise<void> {
    if (closed) return Promise.resolve();
    listening ??= database
      .listen(PUBLIC_CONTENT_CHANNEL, tell, () => {
        heard = false;
        listening = null;
        tell(null);
      })
      .then(
        (unlisten) => {
          heard = true;
          return unlisten;
        },
        (error: Error) => {
          console.warn(`cannot LISTEN for changes to public content; nothing is kept (${error.message})`);
          listening = null;
          return null;
        },
      );
    return listening.then(() => undefined);
  }

  return {
    listening: () => heard && !closed,
    listen,
    subscribe(onChange) {
      subscribers.add(onChange);
      return () => void subscribers.delete(onChange);
    },
    async close() {
      closed = true;
      heard = false;
      tell(null);
      const unlisten = await listening;
      await unlisten?.();
    },
  };
}
