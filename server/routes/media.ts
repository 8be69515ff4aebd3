import { Hono } from 'hono';
import { STORAGE_BUCKET } from '../../shared/constants';
import type { Storage } from '../storage/storage';
import { isValidStorageKey } from '../storage/storage-key';

const PREFIX = `/media/${STORAGE_BUCKET}/`;

/** Serves stored images. Keys never change content (a new upload gets a new key), hence immutable. */
export function mediaRoutes(storage: Storage): Hono {
  const app = new Hono();
  app.get(`${PREFIX}*`, async (c) => {
    // Hono has already decoded the path; a valid key has no characters that need escaping.
    const key = c.req.path.slice(PREFIX.length);
    const object = isValidStorageKey(key) ? await storage.get(key) : null;
    if (!object) {
      return c.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404, {
        'Cache-Control': 'no-store',
      });
    }
    return c.body(new Uint8Array(object.data), 200, {
      'Content-Type': object.contentType,
      'Content-Length': String(object.data.length),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
    });
  });
  return app;
}
