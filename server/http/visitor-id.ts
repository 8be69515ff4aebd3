import { createHmac, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { getSignedCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { serializeSigned } from 'hono/utils/cookie';
import type { AppEnv } from './app-env';

/** The signed, httpOnly cookie that tells visitors apart for rate limits (docs/decisions/003). */
export const VISITOR_COOKIE = 'hromada_visitor';
/** SPEC's random per-session id, kept by the SPA (app/lib/session-id.ts): only a hint, see below. */
export const SESSION_ID_HEADER = 'x-session-id';
/** 16 random bytes in base64url, the form of both the server's ids and the SPA's. */
const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;

/** The key visitor cookies are signed with: derived from the app's secret and used for nothing else. */
export const visitorCookieKey = (secret: string) =>
  createHmac('sha256', secret).update('hromada visitor cookie').digest('base64url');

/** A shared cache may keep this answer: it must not hand one visitor's id to everyone. */
const sharedCacheable = (res: Response) => /\bpublic\b/i.test(res.headers.get('cache-control') ?? '');

/** The id a new visitor cookie carries: SPEC's session id the SPA sent, when it has the right form. */
function newVisitorId(hint: string | undefined): string {
  return hint && VISITOR_ID.test(hint) ? hint : randomBytes(16).toString('base64url');
}

/**
 * Gives a request without a visitor cookie one now (on its answer) and returns the `name=value` pair,
 * for requests made on the visitor's behalf (the server rendering a page asks its own API).
 */
export async function giveVisitorCookie(c: Context<AppEnv>): Promise<string> {
  const visitorId = c.var.visitorId ?? newVisitorId(c.req.header(SESSION_ID_HEADER));
  const cookie = await serializeSigned(VISITOR_COOKIE, visitorId, c.var.deps.visitorCookieKey, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: c.var.deps.env.baseUrl.startsWith('https:'),
  });
  if (!c.var.visitorId) {
    c.header('Set-Cookie', cookie, { append: true });
    c.set('visitorId', visitorId);
  }
  return cookie.split(';')[0] ?? '';
}

/**
 * Sets c.var.visitorId from a validly signed visitor cookie (null without one: a missing, unsigned or
 * forged cookie is no cookie) and gives the answer to a request without one a new cookie, unless a
 * shared cache may keep that answer. The session-id header never names a visitor by itself: it is
 * only the id written into a new cookie.
 */
export const visitorIdentity = createMiddleware<AppEnv>(async (c, next) => {
  const key = c.var.deps.visitorCookieKey;
  const signed = c.req.header('cookie')?.includes(VISITOR_COOKIE)
    ? await getSignedCookie(c, key, VISITOR_COOKIE)
    : undefined;
  c.set('visitorId', typeof signed === 'string' && VISITOR_ID.test(signed) ? signed : null);
  await next();
  // A handler may have given the cookie already (giveVisitorCookie).
  if (c.var.visitorId || sharedCacheable(c.res)) return;
  await giveVisitorCookie(c);
});

/** Removes the visitor cookie from a Cookie header (better-auth must see the cookies it saw before). */
export function withoutVisitorCookie(cookie: string): string {
  return cookie
    .split(';')
    .filter((part) => part.trim().split('=')[0] !== VISITOR_COOKIE)
    .join(';')
    .trim();
}
