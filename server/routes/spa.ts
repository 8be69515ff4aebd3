import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { LANGUAGES, type Language } from '../../shared/constants';
import { RESERVED_CITY_SLUGS } from '../../shared/schemas/admin-catalog';
import { AppError } from '../core/app-error';
import type { AppEnv } from '../http/app-env';
import { errorResponse } from '../http/error-handler';
import { requestLanguage } from '../http/locale';
import { viewerMiddleware } from '../http/viewer';
import { presentAd } from '../presenters/ad';
import { adHead } from '../seo/ad-head';
import { escapeHtml } from '../seo/html';
import { listingHead, listingPath } from '../seo/listing-head';
import { resolveListingPlace } from '../seo/listing-place';
import { NOINDEX, renderShell, type ShellHead } from '../seo/shell';
import { getAd } from '../services/ads/get-ad';
import { assertNotBlocked } from '../services/blocks/hidden-owners';
import { pageRendererIn } from '../ssr/page-renderer';
import { type OwnFetch, renderPageHtml } from '../ssr/render-page';

const STATIC_FILE =
  /^\/assets\/|\.(js|mjs|css|map|png|jpe?g|webp|avif|gif|svg|ico|woff2?|txt|xml|json|webmanifest)$/i;

const PRECOMPRESSED_COPY = /\.(br|gz)$/i;

/** A path meant for the API however written (/API/x, /api%2Fx, /api;x): never a page of the app. */
const API_PATH = /^\/api(?:[^\w-]|$)/i;

function isApiPath(path: string): boolean {
  try {
    return API_PATH.test(decodeURIComponent(path));
  } catch {
    return API_PATH.test(path);
  }
}

const explicitLanguage = (c: Context): Language | null => {
  const lang = c.req.query('lang');
  return LANGUAGES.find((l) => l === lang) ?? null;
};

/** Whether the signed-in caller (if any) may see the ad at /ads/:id although it is not approved. */
async function mayViewHiddenAd(c: Context<AppEnv>): Promise<boolean> {
  let visible = false;
  await viewerMiddleware(c, async () => {
    if (!c.var.viewer) return;
    visible = await getAd(c.var.deps.db, c.req.param('id') ?? '', c.var.viewer, c.var.deps.clock()).then(
      () => true,
      () => false,
    );
  });
  return visible;
}

/** Public pages rendered on the server besides cities, categories and ads (the rest stay the SPA's). */
const RENDERED_PATHS = new Set(['/', '/search', '/events', '/pricing']);

/** A signed-in reader's page shows them (their name, their ads' buttons): no cache may keep it. */
/** A signed-in reader and this ad's owner blocked one another: the page is theirs as if it were not there. */
async function blockedFromAd(c: Context<AppEnv>, ownerId: string): Promise<boolean> {
  let blocked = false;
  await viewerMiddleware(c, async () => {
    blocked = await assertNotBlocked(c.var.deps.db, c.var.viewer, ownerId).then(
      () => false,
      () => true,
    );
  });
  return blocked;
}

const signedIn = (c: Context) => c.req.header('cookie')?.includes('session_token') === true;

/**
 * Serves the built SPA: hashed assets cached for good; public pages rendered on the server (the page
 * renderer in `ssrDir`, see server/ssr/), every other path index.html for the browser to render.
 */
export function spaRoutes(distDir: string, ssrDir: string, fetchOwn: OwnFetch) {
  const app = new Hono<AppEnv>();
  // The API's own routes come first (server/app.ts); what reaches here is an unknown API path.
  app.use('*', async (c, next) => (isApiPath(c.req.path) ? errorResponse(c, 'NOT_FOUND', 404) : next()));
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    return app.get('*', (c) => c.text('The web app is not built yet: run `npm run build`.', 503));
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  const page = (c: Context, html: string, status: ContentfulStatusCode = 200) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(html, status);
  };
  const noindexShell = (c: Context<AppEnv>, status: ContentfulStatusCode) =>
    page(c, renderShell(indexHtml, { tags: [NOINDEX] }), status);
  const renderer = pageRendererIn(ssrDir);
  /** The page rendered on the server with `head`, else the shell with it. */
  const renderedPage = async (c: Context<AppEnv>, head: ShellHead) => {
    // A search page tells the visitor how many searches they have left: never anyone else's to keep.
    const keep = !signedIn(c) && c.req.path !== '/search';
    const html = await renderPageHtml(c, { template: indexHtml, head, keep }, await renderer(), fetchOwn);
    c.header('Vary', 'Accept-Language, Cookie, User-Agent');
    if (!html) return page(c, renderShell(indexHtml, head));
    c.header('Cache-Control', signedIn(c) ? 'private, no-store' : 'no-cache');
    return c.html(html);
  };

  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  // Only file paths go to the disk (so "/" still gets the prepared index.html), and a missing file
  // is a 404: answering it with index.html would make a stale page run HTML as a script. A file the
  // build compressed (scripts/precompress.ts) goes as its .br or .gz copy to a client that takes it,
  // with its own type; the copies are never served under their own names.
  const files = serveStatic({ root: distDir, precompressed: true });
  app.get('*', async (c, next) => {
    if (!STATIC_FILE.test(c.req.path)) return next();
    if (PRECOMPRESSED_COPY.test(c.req.path)) return c.text('Not found', 404);
    return (await files(c, async () => undefined)) ?? c.text('Not found', 404);
  });

  // An approved ad's page carries its own title, description, OpenGraph/Twitter tags and JSON-LD,
  // always as a visitor sees it (no contact field), so link previews work without JavaScript.
  app.get('/ads/:id', async (c) => {
    const { db, env, clock } = c.var.deps;
    const now = clock();
    let ad: ReturnType<typeof presentAd>;
    let ownerId: string;
    try {
      const { row, images, ratings } = await getAd(db, c.req.param('id'), null, now);
      ad = presentAd(row, images, null, ratings, { now });
      ownerId = row.ad.userId;
    } catch (err) {
      // Not public: its owner and admins get the plain shell (the SPA shows them the ad), everyone
      // else a 404; either way noindex and nothing of the ad in the head.
      if (err instanceof AppError && err.status === 404) {
        return noindexShell(c, (await mayViewHiddenAd(c)) ? 200 : 404);
      }
      console.error(`[${c.req.method} ${c.req.path}]`, err);
      return noindexShell(c, 503);
    }
    if (signedIn(c) && (await blockedFromAd(c, ownerId))) return noindexShell(c, 404);
    const lang = requestLanguage(c);
    return renderedPage(c, { ...adHead(ad, lang, env.baseUrl, explicitLanguage(c)), lang });
  });

  // A city or city + category page: one address each (a name in either language or any case is sent
  // on to the slugs), its own head. An address naming no city or category gets the shell with noindex:
  // the SPA shows /404 (a 404 status here would put a failed load in every browser's console).
  app.get('/:city/:category?', async (c, next) => {
    const { city, category } = c.req.param();
    if (RESERVED_CITY_SLUGS.has(city.toLowerCase())) return next();
    const { catalog, env } = c.var.deps;
    let place: Awaited<ReturnType<typeof resolveListingPlace>>;
    try {
      place = await resolveListingPlace(catalog, city, category);
    } catch (err) {
      console.error(`[${c.req.method} ${c.req.path}]`, err);
      return noindexShell(c, 503);
    }
    if (!place) return noindexShell(c, 200);
    if (place.city.slug !== city || (place.category && place.category.slug !== category)) {
      c.header('Cache-Control', 'public, max-age=3600');
      return c.redirect(listingPath(place) + new URL(c.req.url).search, 301);
    }
    return renderedPage(c, listingHead(place, requestLanguage(c), env.baseUrl, explicitLanguage(c)));
  });

  app.get('*', (c) => {
    if (c.req.path === '/404') return noindexShell(c, 404);
    const canonical = `<link rel="canonical" href="${escapeHtml(c.var.deps.env.baseUrl + c.req.path)}">`;
    const head = { tags: [canonical] };
    return RENDERED_PATHS.has(c.req.path) ? renderedPage(c, head) : page(c, renderShell(indexHtml, head));
  });
  return app;
}
