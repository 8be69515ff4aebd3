import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { DEFAULT_THEME, SSR_PREF_COOKIES, THEMES, type ThemeMode } from '../../shared/constants';
import type { AppEnv } from '../http/app-env';
import { requestLanguage } from '../http/locale';
import { giveVisitorCookie, VISITOR_COOKIE } from '../http/visitor-id';
import { renderShell, type ShellHead } from '../seo/shell';
import { guessDesktop } from './device-guess';
import type { PageRenderer } from './page-renderer';

/** How the page's own API requests reach the app: in process, with the socket of the page's request. */
export type OwnFetch = (request: Request, env: unknown) => Response | Promise<Response>;

const ROOT = '<div id="root"></div>';
const MAX_CITY_COOKIE = 100;

function themeOf(c: Context): ThemeMode {
  const stored = getCookie(c, SSR_PREF_COOKIES.theme);
  return THEMES.find((theme) => theme === stored) ?? DEFAULT_THEME;
}

/** The page request's cookies with the visitor cookie it has (or was just given). */
function cookiesWith(c: Context, visitorCookie: string): string {
  const others = (c.req.header('cookie') ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part && part.split('=')[0] !== VISITOR_COOKIE);
  return [...others, visitorCookie].join('; ');
}

/**
 * The page at the request's address rendered on the server into the template (index.html) with `head`,
 * or null when it cannot be (not built, or the render failed: the caller sends the plain shell and the
 * browser renders it, as before server rendering). With `keep`, a visitor's page (the same for every
 * visitor who asks it in the same language, theme, width and city) comes from deps.pages when there,
 * and goes there once rendered.
 */
export async function renderPageHtml(
  c: Context<AppEnv>,
  page: { template: string; head: ShellHead; keep: boolean },
  renderer: PageRenderer | null,
  fetchOwn: OwnFetch,
): Promise<string | null> {
  const { template, head } = page;
  if (!renderer || !template.includes(ROOT)) return null;
  const { pages } = c.var.deps;
  const url = new URL(c.req.url);
  const cityCookie = getCookie(c, SSR_PREF_COOKIES.city) ?? null;
  const request = {
    url: url.pathname + url.search,
    language: head.lang ?? requestLanguage(c),
    theme: themeOf(c),
    desktop: guessDesktop(c),
    city: cityCookie && cityCookie.length <= MAX_CITY_COOKIE ? cityCookie : null,
  };
  const key = JSON.stringify(request);
  const visitorCookie = giveVisitorCookie(c);
  const kept = page.keep ? pages.get(key) : undefined;
  if (kept) {
    c.header('Server-Timing', 'page;desc="kept"');
    return kept;
  }
  const generation = pages.generation();
  const started = performance.now();
  const headers = {
    cookie: cookiesWith(c, visitorCookie),
    'accept-language': request.language,
    'user-agent': c.req.header('user-agent') ?? '',
    'x-forwarded-for': c.req.header('x-forwarded-for') ?? '',
  };
  try {
    const rendered = await renderer.renderPage({
      ...request,
      fetch: async (input, init) =>
        fetchOwn(
          new Request(new URL(String(input), url.origin), {
            method: init?.method ?? 'GET',
            headers: { ...(init?.headers as Record<string, string>), ...headers },
          }),
          c.env,
        ),
    });
    const shell = renderShell(template, {
      ...head,
      lang: request.language,
      tags: [...head.tags, rendered.head],
    });
    const html = shell.replace(ROOT, () => `<div id="root">${rendered.html}</div>${rendered.boot}`);
    if (page.keep) pages.set(key, html, generation);
    c.header('Server-Timing', `page;desc="rendered";dur=${(performance.now() - started).toFixed(1)}`);
    return html;
  } catch (error) {
    console.error(`[${c.req.method} ${c.req.path}] server rendering failed; sending the shell`, error);
    return null;
  }
}
