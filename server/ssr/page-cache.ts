import { LRUCache } from 'lru-cache';
import type { PageCache } from '../core/page-cache';
import type { Database } from '../db/client';

/** Migration 0019's triggers send a NOTIFY on this channel for every change to what public pages show. */
export const PUBLIC_CONTENT_CHANNEL = 'public_content';

/**
 * Up to `maxBytes` of pages (their text's length), each for `seconds` at most, all forgotten on every
 * change (NOTIFY). It keeps nothing until it listens, nor after its connection dropped (then it tries
 * to listen again on the next page it is given). `seconds` 0: off.
 */
export function createPageCache(
  database: Database,
  options: { seconds: number; maxBytes: number },
): PageCache {
  const pages = new LRUCache<string, string>({
    maxSize: options.maxBytes,
    sizeCalculation: (html) => Math.max(1, html.length),
    ttl: options.seconds * 1000,
  });
  let listening: Promise<(() => Promise<void>) | null> | null = null;
  let heard = false;
  let closed = false;
  let generation = 0;

  const forget = () => {
    generation += 1;
    pages.clear();
  };
  function listen() {
    listening ??= database
      .listen(PUBLIC_CONTENT_CHANNEL, forget, () => {
        heard = false;
        listening = null;
        forget();
      })
      .then(
        (unlisten) => {
          heard = true;
          return unlisten;
        },
        (error: Error) => {
          console.warn(`cannot LISTEN for page changes; pages are not kept (${error.message})`);
          listening = null;
          return null;
        },
      );
  }

  return {
    get: (key) => (heard ? pages.get(key) : undefined),
    generation: () => generation,
    set(key, html, renderedAt) {
      if (options.seconds === 0 || closed || renderedAt !== generation) return;
      if (heard) pages.set(key, html);
      else listen();
    },
    async close() {
      closed = true;
      forget();
      const unlisten = await listening;
      await unlisten?.();
    },
  };
}
