import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { AppError } from '../core/app-error';
import { pathUnderApiV1 } from './api-path';
import type { AppEnv } from './app-env';
import { discardRest, JSON_DISCARD_BYTES } from './discard-rest';

/**
 * The most any JSON body may weigh. The largest legitimate one is an admin notification at its
 * raw-input maxima (two titles of 1,200 and two bodies of 20,000 characters before cleaning):
 * about 127 KB when every character takes 3 bytes; an ad at SPEC's maxima is about 45 KB
 * (tests/unit/json-body-limit.test.ts measures both). Twice the largest leaves room.
 */
export const JSON_BODY_LIMIT_BYTES = 256 * 1024;

/** Payment providers' event bodies are small; a larger one is not from a payment provider. */
export const WEBHOOK_BODY_LIMIT_BYTES = 512 * 1024;

const tooLarge = (maxBytes: number, headers: Record<string, string>) =>
  new AppError('PAYLOAD_TOO_LARGE', 413, {
    params: { kilobytes: String(Math.floor(maxBytes / 1024)) },
    headers,
  });

/** A body's chunks as read, or null as soon as they pass maxBytes. */
async function readWithin(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  maxBytes: number,
): Promise<Uint8Array[] | null> {
  const chunks: Uint8Array[] = [];
  for (let size = 0; ; ) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    size += value.length;
    if (size > maxBytes) return null;
    chunks.push(value);
  }
}

/**
 * A cap on the request body, counted while it is read (Content-Length or chunked alike): past it,
 * 413 PAYLOAD_TOO_LARGE in our format, and nothing of the request is handled. A chunked body within
 * it is held in memory for the route (JSON-sized: routes with larger bodies limit their own).
 */
export function limitBody(maxBytes: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    // Node holds the client to a Content-Length (without Transfer-Encoding): one that fits is enough.
    const declared = c.req.header('transfer-encoding') ? undefined : c.req.header('content-length');
    if (declared !== undefined && Number(declared) <= maxBytes) return next();
    const reader = body.getReader();
    const chunks = declared === undefined ? await readWithin(reader, maxBytes) : null;
    if (chunks) {
      c.req.raw = new Request(c.req.raw, { body: Buffer.concat(chunks) });
      return next();
    }
    const drained = await discardRest(reader, JSON_DISCARD_BYTES);
    throw tooLarge(maxBytes, drained ? {} : { Connection: 'close' });
  };
}

/**
 * /api/v1 routes whose bodies are not JSON-sized, by method and path under /api/v1. `limit: null`:
 * the route limits its body itself — image uploads (server/routes/ad-images.ts) allow
 * MAX_IMAGE_BYTES per image the ad may hold, known only once the ad is loaded.
 */
const ROUTE_LIMITS: { method: string; path: RegExp; limit: MiddlewareHandler<AppEnv> | null }[] = [
  { method: 'POST', path: /^\/ads\/[^/]+\/images$/, limit: null },
  { method: 'POST', path: /^\/payments\/webhooks\/[^/]+$/, limit: limitBody(WEBHOOK_BODY_LIMIT_BYTES) },
];

const jsonBodyLimit = limitBody(JSON_BODY_LIMIT_BYTES);

/** The body limit of every /api/v1 request (on the v1 router, after authentication). */
export const apiBodyLimit = createMiddleware<AppEnv>(async (c, next) => {
  const path = pathUnderApiV1(c);
  const route = ROUTE_LIMITS.find((r) => r.method === c.req.method && r.path.test(path));
  const limit = route ? route.limit : jsonBodyLimit;
  return limit ? limit(c, next) : next();
});
