import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { serialize } from 'hono/utils/cookie';
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

/**
 * HMAC-SHA256 in base64, as Hono's signed cookies carry it (`id.signature`): computed here in
 * microseconds, where Hono's WebCrypto import and sign cost every visitor's first request about 1.5 ms.
 */
const signatureOf = (id: string, key: string) => createHmac('sha256', key).update(id).digest('base64');

/** A visitor cookie's value: the id and its signature. */
export const signedVisitorId = (id: string, key: string) => `${id}.${signatureOf(id, key)}`;

/** The id in a visitor cookie's value signed with `key`, or null. */
export function verifiedVisitorId(value: string | undefined, key: string): string | null {
  const dot = value?.lastIndexOf('.') ?? -1;
  if (!value || dot < 0) return null;
  const id = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(signatureOf(id, key));
  return given.length === expected.length && timingSafeEqual(given, expected) && VISITOR_ID.test(id)
    ? id
    : null;
}

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
export function giveVisitorCookie(c: Context<AppEnv>): string {
  const visitorId = c.var.visitorId ?? newVisitorId(c.req.header(SESSION_ID_HEADER));
  const cookie = serialize(VISITOR_COOKIE, signedVisitorId(visitorId, c.var.deps.visitorCookieKey), {
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
  const cookie = c.req.header('cookie')?.includes(VISITOR_COOKIE) ? getCookie(c, VISITOR_COOKIE) : undefined;
  c.set('visitorId', verifiedVisitorId(cookie, c.var.deps.visitorCookieKey));
  await next();
  // A handler may have given the cookie already (giveVisitorCookie).
  if (c.var.visitorId || sharedCacheable(c.res)) return;
  giveVisitorCookie(c);
});

/** Removes the visitor cookie from a Cookie header (better-auth must see the cookies it saw before). */
export function withoutVisitorCookie(cookie: string): string {
  return cookie
    .split(';')
    .filter((part) => part.trim().split('=')[0] !== VISITOR_COOKIE)
    .join(';')
    .trim();
}
