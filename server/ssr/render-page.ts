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
 * browser renders it, as before server rendering).
 */
export async function renderPageHtml(
  c: Context<AppEnv>,
  template: string,
  head: ShellHead,
  renderer: PageRenderer | null,
  fetchOwn: OwnFetch,
): Promise<string | null> {
  if (!renderer || !template.includes(ROOT)) return null;
  const language = head.lang ?? requestLanguage(c);
  const headers = {
    cookie: cookiesWith(c, await giveVisitorCookie(c)),
    'accept-language': language,
    'user-agent': c.req.header('user-agent') ?? '',
    'x-forwarded-for': c.req.header('x-forwarded-for') ?? '',
  };
  const origin = new URL(c.req.url).origin;
  const city = getCookie(c, SSR_PREF_COOKIES.city) ?? null;
  const url = new URL(c.req.url);
  try {
    const page = await renderer.renderPage({
      url: url.pathname + url.search,
      language,
      theme: themeOf(c),
      desktop: guessDesktop(c),
      city: city && city.length <= MAX_CITY_COOKIE ? city : null,
      fetch: async (input, init) =>
        fetchOwn(
          new Request(new URL(String(input), origin), {
            method: init?.method ?? 'GET',
            headers: { ...(init?.headers as Record<string, string>), ...headers },
          }),
          c.env,
        ),
    });
    const html = renderShell(template, { ...head, lang: language, tags: [...head.tags, page.head] });
    return html.replace(ROOT, () => `<div id="root">${page.html}</div>${page.boot}`);
  } catch (error) {
    console.error(`[${c.req.method} ${c.req.path}] server rendering failed; sending the shell`, error);
    return null;
  }
}
