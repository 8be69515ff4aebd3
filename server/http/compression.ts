import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { type Encoding, preferredEncoding } from './accept-encoding';
import { answerBody, isTextAnswer, replaceAnswer, varyBy } from './answer-body';

/**
 * Below this a compressed answer saves less than a packet and costs a compression. Brotli at quality
 * 4 compresses a listing's JSON about as fast as gzip at 6 and a fifth smaller (docs/benchmarks.md);
 * the built files are compressed at the highest settings once, at build time (scripts/precompress.ts).
 */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Compressed on libuv's thread pool, off the event loop. */
function compress(body: Uint8Array, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzipped(body, { level: GZIP_LEVEL });
  return brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    },
  });
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
