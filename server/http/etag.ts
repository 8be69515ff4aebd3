import { hash } from 'node:crypto';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { answerBody, isTextAnswer, replaceAnswer, varyBy } from './answer-body';
import type { AppEnv } from './app-env';
import { COMPRESSION_THRESHOLD_BYTES } from './compression';

/** Headers that describe a body: a 304 has none (RFC 9110 §15.4.5), the rest it keeps. */
const BODY_HEADERS = [
  'content-type',
  'content-length',
  'content-encoding',
  'content-language',
  'content-disposition',
];
const UNCACHEABLE = /\b(?:no-store|private|immutable)\b/i;
const ENTITY_TAG = /(?:W\/)?"[^"]*"/g;

/** Weakly equal (RFC 9110 §8.8.3.2): the same opaque tag, W/ or not. */
export function matchesIfNoneMatch(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  const tag = etag.replace(/^W\//, '');
  return (header.match(ENTITY_TAG) ?? []).some((candidate) => candidate.replace(/^W\//, '') === tag);
}

/**
 * The answer everyone asking this would get: a successful GET of text, to no signed-in viewer and no
 * token, outside better-auth's session endpoints, that says nothing against keeping it. Personal
 * answers (`private, no-store`: private-answers.ts) get no validator, hashed assets need none.
 */
function isPublicAnswer(c: Context<AppEnv>): boolean {
  const res = c.res;
  return (
    (c.req.method === 'GET' || c.req.method === 'HEAD') &&
    res.status === 200 &&
    !c.var.viewer &&
    c.req.header('authorization') === undefined &&
    !c.req.path.startsWith('/api/auth/') &&
    !res.headers.has('etag') &&
    !res.headers.has('content-encoding') &&
    !UNCACHEABLE.test(res.headers.get('cache-control') ?? '') &&
    isTextAnswer(res)
  );
}

/**
 * Public answers get a weak ETag made from their body (weak: the same tag whatever coding the body is
 * sent in) and, unless they set their own Cache-Control, `no-cache`: a browser keeps the answer but
 * asks each time, and a matching If-None-Match gets 304 with no body: an unchanged answer costs its
 * headers alone.
 */
export const publicValidators = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (!isPublicAnswer(c)) return;
  const body = await answerBody(c);
  const etag = `W/"${hash('sha1', body, 'base64url')}"`;
  const headers = new Headers(c.res.headers);
  headers.set('ETag', etag);
  if (!headers.has('cache-control')) headers.set('Cache-Control', 'no-cache');
  const ifNoneMatch = c.req.header('if-none-match');
  if (ifNoneMatch === undefined || !matchesIfNoneMatch(ifNoneMatch, etag))
    return replaceAnswer(c, body, headers);
  for (const name of BODY_HEADERS) headers.delete(name);
  // The Vary its 200 would carry: compression.ts adds Accept-Encoding to text of this size.
  if (body.byteLength >= COMPRESSION_THRESHOLD_BYTES) varyBy(headers, 'Accept-Encoding');
  replaceAnswer(c, null, headers, 304);
});
