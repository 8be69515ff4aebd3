import { namedCache } from '../core/named-cache';
import type { PageCache } from '../core/page-cache';
import type { PublicContentFeed } from '../db/public-content';

/**
 * Up to `maxBytes` of pages (their text's length), each for `seconds` at most, all forgotten on every
 * change the feed hears of (NOTIFY). It keeps nothing until the feed listens, nor after its connection
 * dropped (then it asks the feed to listen again on the next page it is given). `seconds` 0: off.
 */
export function createPageCache(
  feed: PublicContentFeed,
  options: { seconds: number; maxBytes: number },
): PageCache {
  const pages = namedCache<string, string>({
    name: 'pages',
    maxSize: options.maxBytes,
    sizeOf: (html) => html.length,
    ttlMs: options.seconds * 1000,
  });
  let closed = false;
  let generation = 0;

  const forget = () => {
    generation += 1;
    pages.clear();
  };
  const unsubscribe = feed.subscribe(forget);

  return {
    get: (key) => (feed.listening() ? pages.get(key) : undefined),
    generation: () => generation,
    set(key, html, renderedAt) {
      if (options.seconds === 0 || closed || renderedAt !== generation) return;
      if (feed.listening()) pages.set(key, html);
      else void feed.listen();
    },
    async close() {
      closed = true;
      unsubscribe();
      forget();
    },
  };
}
