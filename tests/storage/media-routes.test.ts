import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaRoutes } from '../../server/routes/media';
import { createLocalStorage } from '../../server/storage/local-storage';

const root = mkdtempSync(join(tmpdir(), 'hromada-media-'));
const storage = createLocalStorage(root);
const app = mediaRoutes(storage);
const png = Buffer.from('89504e470d0a1a0a', 'hex');

beforeAll(() => storage.put('ads/42/photo.png', png, 'image/png'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('GET /media/ad-images/*', () => {
  it('serves a stored file with its type and long-lived caching', async () => {
    const response = await app.request('/media/ad-images/ads/42/photo.png');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(png);
  });

  it.each([
    '/media/ad-images/ads/42/missing.png',
    '/media/ad-images/',
    '/media/ad-images/ads/42/%2e%2e/%2e%2e/secret.png',
    '/media/ad-images/..%2f..%2fpackage.json',
    '/media/ad-images/ads%5c42%5cphoto.png',
    '/media/ad-images/%2Fetc%2Fpasswd',
    '/media/ad-images/ads/42/%E0%A4%A.png',
  ])('answers 404 JSON for %s', async (path) => {
    const response = await app.request(path);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' } });
  });
});
