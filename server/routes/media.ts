import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { STORAGE_BUCKET } from '../../shared/constants';
import type { AppEnv } from '../http/app-env';
import { errorResponse } from '../http/error-handler';
import { viewerMiddleware } from '../http/viewer';
import { maySeeImage } from '../policies/image';
import { imageAudience } from '../services/images/image-audience';
import { PUBLIC_IMAGE_CACHE } from '../storage/image-cache';
import type { Storage } from '../storage/storage';
import { isValidStorageKey } from '../storage/storage-key';

const PREFIX = `/media/${STORAGE_BUCKET}/`;

/**
 * An image only its owner and admins see is kept by their browser alone and checked every time; one
 * of an ad the public sees gets PUBLIC_IMAGE_CACHE (a year in browsers, an hour in shared caches).
 */
const PRIVATE_CACHE = 'private, no-cache';

const notFound = (c: Context) => {
  c.header('Cache-Control', 'no-store');
  return errorResponse(c, 'NOT_FOUND', 404);
};

/** Whoever asks for the image of an ad that is not public: its owner, an admin, or someone else. */
async function requestViewer(c: Context<AppEnv>) {
  await viewerMiddleware(c, async () => {});
  return c.var.viewer;
}

/** An image's headers: its key never changes content, so the ETag is the key's. */
const imageHeaders = (key: string, isPublic: boolean) => ({
  'Cache-Control': isPublic ? PUBLIC_IMAGE_CACHE : PRIVATE_CACHE,
  ETag: `"${createHash('sha256').update(key).digest('base64url').slice(0, 22)}"`,
  Vary: 'Cookie',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'",
});

/**
 * Serves stored images (when S3_PUBLIC_URL is unset: with it, browsers load them from the bucket). An
 * image of an ad that is pending, rejected, expired (unless an ended event's) or of a disabled person
 * is served to its owner and admins only (404 for anyone else); one whose ad is gone to nobody. Keys never change content (a new upload
 * gets a new key), so the ETag is the key's.
 */
export function mediaRoutes(storage: Storage) {
  const app = new Hono<AppEnv>();
  app.get(`${PREFIX}*`, async (c) => {
    // Hono has already decoded the path; a valid key has no characters that need escaping.
    const key = c.req.path.slice(PREFIX.length);
    if (!isValidStorageKey(key)) return notFound(c);
    const audience = await imageAudience(c.var.deps.db, key, c.var.deps.clock());
    if (audience.kind === 'nobody') return notFound(c);
    if (audience.kind === 'owner' && !maySeeImage(await requestViewer(c), audience)) return notFound(c);
    const headers = imageHeaders(key, audience.kind === 'everyone');
    if (c.req.header('if-none-match') === headers.ETag) return c.body(null, 304, headers);
    const object = await storage.get(key);
    if (!object) return notFound(c);
    return c.body(new Uint8Array(object.data), 200, {
      ...headers,
      'Content-Type': object.contentType,
      'Content-Length': String(object.data.length),
    });
  });
  return app;
}
