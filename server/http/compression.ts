import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { type Encoding, preferredEncoding } from './accept-encoding';
import { answerBody, isTextAnswer, replaceAnswer, varyBy } from './answer-body';

/** Below this a compressed answer saves less than a packet and costs a compression. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
/**
 * A listing page's 30 KB of JSON comes to 6.4 KB at brotli 4 (0.22 ms) or gzip 6 (0.14 ms); brotli 5
 * saves another 6 % for 0.24–0.37 ms, and on a page of HTML brotli 4 is 9 % smaller than gzip 6
 * (docs/benchmarks.md, 27 Nov 2026). The built files are compressed at the highest settings once, at
 * build time (scripts/precompress.ts).
 */
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;
/**
 * Bodies up to this size (every listing, ad and search answer) are compressed at once, in under half
 * a millisecond: sending them to libuv's thread pool and back costs almost as much again as the
 * compression (0.2 ms of CPU on a listing page). Larger ones (the OpenAPI document, sitemaps) go to
 * the pool, so they never hold up the event loop.
 */
const INLINE_BYTES = 64 * 1024;

const brotliOptions = (body: Uint8Array) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
  },
});
const brotliOnPool = promisify(brotliCompress);
const gzipOnPool = promisify(gzip);

function compress(body: Uint8Array, encoding: Encoding): Buffer | Promise<Buffer> {
  const inline = body.byteLength <= INLINE_BYTES;
  if (encoding === 'gzip') return (inline ? gzipSync : gzipOnPool)(body, { level: GZIP_LEVEL });
  return (inline ? brotliCompressSync : brotliOnPool)(body, brotliOptions(body));
}

const NOT_COMPRESSED_STATUSES = new Set([204, 206, 304]);

/** Text with a body that is not encoded yet, not known to be tiny, and that may be transformed. */
function mayCompress(c: Context): boolean {
  const res = c.res;
  const length = res.headers.get('content-length');
  return (
    c.req.method !== 'HEAD' &&
    !NOT_COMPRESSED_STATUSES.has(res.status) &&
    !res.headers.has('content-encoding') &&
    !(length !== null && Number(length) < COMPRESSION_THRESHOLD_BYTES) &&
    !/\bno-transform\b/i.test(res.headers.get('cache-control') ?? '') &&
    // better-auth's answers carry session tokens: never compressed beside anything a page reflects
    // (BREACH), and they are small anyway.
    !c.req.path.startsWith('/api/auth/') &&
    isTextAnswer(res)
  );
}

/**
 * Compresses text answers of 1 KB or more on the fly: brotli when the client takes it, else gzip, and
 * says `Vary: Accept-Encoding`. Files the build compressed already come with their Content-Encoding
 * (routes/spa.ts) and pass untouched, as do event streams, images, HEAD, 204, 206 and 304 answers.
 */
export const compressAnswers = createMiddleware(async (c, next) => {
  await next();
  if (!mayCompress(c)) return;
  varyBy(c.res.headers, 'Accept-Encoding');
  const encoding = preferredEncoding(c.req.header('accept-encoding'));
  if (!encoding) return;
  const body = await answerBody(c);
  const headers = new Headers(c.res.headers);
  const packed = body.byteLength < COMPRESSION_THRESHOLD_BYTES ? null : await compress(body, encoding);
  if (!packed || packed.byteLength >= body.byteLength) return replaceAnswer(c, body, headers);
  headers.set('Content-Encoding', encoding);
  // The bytes differ from the uncompressed answer's: a strong tag would claim they do not.
  const etag = headers.get('etag');
  if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
  replaceAnswer(c, packed, headers);
});
