import { AsyncLocalStorage } from 'node:async_hooks';
import createEmotionServer from '@emotion/server/create-instance';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Language, ThemeMode } from '../../shared/constants';
import { jsonForScript } from '../../shared/json-for-script';
import { AppProviders } from '../app-providers';
import { sendApiRequestsWith } from '../lib/api-client';
import { BOOT_ELEMENT_ID, type Boot } from '../lib/boot';
import { createEmotionCache } from '../lib/emotion-cache';
import { CORE_NAMESPACES, loadEveryText } from '../lib/i18n-catalog';
import { readPrefsOnServerWith } from '../lib/prefs-storage';
import { routes } from '../router';
import { renderToHtml } from './render-to-html';
import { namespacesUsedBy } from './rendering-translations';

/** A page to render, as the server read it from the request. */
export type PageRequest = {
  /** Path and query. */
  url: string;
  language: Language;
  theme: ThemeMode;
  desktop: boolean;
  /** The `city` cookie: the city the reader last chose. */
  city: string | null;
  /** Answers the page's API requests (the server's own app, with the reader's cookies). */
  fetch: typeof fetch;
};

export type RenderedPage = {
  /** The markup inside #root. */
  html: string;
  /** Style tags for the head. */
  head: string;
  /** The boot data script (app/ssr/boot.ts), for the end of the body. */
  boot: string;
};

type Scope = Pick<PageRequest, 'fetch' | 'city'>;
const scope = new AsyncLocalStorage<Scope>();
sendApiRequestsWith((input, init) => {
  const page = scope.getStore();
  if (!page) throw new Error('An API request outside a page render');
  return page.fetch(input, init);
});
readPrefsOnServerWith((key) => (key === 'selectedCity' ? (scope.getStore()?.city ?? null) : null));

const handler = createStaticHandler(routes);
const ALL_TEXTS = await loadEveryText();

function texts(language: Language): I18n {
  const i18n = createInstance();
  void i18n.init({
    lng: language,
    fallbackLng: false,
    resources: ALL_TEXTS,
    ns: [...CORE_NAMESPACES],
    defaultNS: 'ui',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n;
}

/** The texts the render used (and the core ones), in the page's language only. */
function usedTexts(i18n: I18n, language: Language): Resource {
  const used = new Set<string>([...CORE_NAMESPACES, ...namespacesUsedBy(i18n)]);
  const all = ALL_TEXTS[language] ?? {};
  const bundle: Resource[string] = {};
  for (const ns of used) {
    const texts = all[ns];
    if (texts) bundle[ns] = texts;
  }
  return { [language]: bundle };
}

/** The `<link>`s, `<meta>`s and `<title>` React puts first (it hoists them into the head in the browser). */
const HOISTED = /^(?:<(?:link|meta)\b[^>]*>|<title>[^<]*<\/title>)*/;
function splitHoisted(html: string): { hoisted: string; body: string } {
  const hoisted = HOISTED.exec(html)?.[0] ?? '';
  return { hoisted, body: html.slice(hoisted.length) };
}

/**
 * A page as the browser shows it once its data has come (the queries suspend while they are fetched:
 * suspending-queries.ts), with that data for the browser's cache. Throws when the page cannot be
 * rendered here, or one of its queries failed.
 */
export function renderPage(request: PageRequest): Promise<RenderedPage> {
  return scope.run({ fetch: request.fetch, city: request.city }, async () => {
    const context = await handler.query(new Request(new URL(request.url, 'http://page.invalid')));
    if (context instanceof Response) throw new Error(`The router answered ${context.status}`);
    const router = createStaticRouter(handler.dataRoutes, context);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
    const emotionCache = createEmotionCache();
    const emotion = createEmotionServer(emotionCache);
    const i18n = texts(request.language);
    const page = (
      <I18nextProvider i18n={i18n}>
        <AppProviders
          queryClient={queryClient}
          emotionCache={emotionCache}
          rendered={{ theme: request.theme, desktop: request.desktop }}
        >
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </I18nextProvider>
    );
    const html = await renderToHtml(page);
    const failed = queryClient
      .getQueryCache()
      .findAll({ predicate: (query) => query.state.status === 'error' });
    // The browser would show such a page otherwise (it fetches again): let it render the page itself.
    if (failed.length > 0)
      throw new Error(`Queries failed: ${failed.map((query) => query.queryHash).join(', ')}`);
    const boot: Boot = {
      language: request.language,
      theme: request.theme,
      desktop: request.desktop,
      city: request.city,
      texts: usedTexts(i18n, request.language),
      state: dehydrate(queryClient),
    };
    const { hoisted, body } = splitHoisted(html);
    return {
      html: body,
      head: hoisted + emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(body)),
      boot: `<script type="application/json" id="${BOOT_ELEMENT_ID}">${jsonForScript(boot)}</script>`,
    };
  });
}
