import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Language, ThemeMode } from '../../shared/constants';

/** What app/server-entry/entry-server.tsx exports, as built into dist-ssr/ by `npm run build`. */
export interface PageRenderer {
  renderPage(request: {
    url: string;
    language: Language;
    theme: ThemeMode;
    desktop: boolean;
    city: string | null;
    fetch: typeof fetch;
  }): Promise<{ html: string; head: string; boot: string }>;
}

/** The built renderer in `ssrDir`, loaded once on first use; null when it is not built. */
export function pageRendererIn(ssrDir: string): () => Promise<PageRenderer | null> {
  const file = join(ssrDir, 'entry-server.js');
  let loading: Promise<PageRenderer | null> | null = null;
  return () => {
    loading ??= existsSync(file)
      ? (import(pathToFileURL(file).href) as Promise<PageRenderer>)
      : Promise.resolve(null);
    return loading;
  };
}
