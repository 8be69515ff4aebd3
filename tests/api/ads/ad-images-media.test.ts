import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { advertisements } from '../../../server/db/schema/ads';
import { profiles } from '../../../server/db/schema/profiles';
import { newAd, png, startAdImageServer, upload } from '../../support/ad-image-uploads';
import { signedInAdmin, signedInPerson } from '../../support/factories';
import { setupServer } from '../../support/setup-server';

// How stored images are served at /media/ad-images/<key>: to whom (an ad the public does not see
// shows its images to its owner and admins only), for how long caches keep them, and nothing else
// of the disk. Uploads: ad-images-pipeline.test.ts; images in a bucket: ad-images-s3.test.ts.

const shared = setupServer(startAdImageServer, signedInAdmin);

const setStatus = (adId: string, status: 'approved' | 'pending' | 'rejected') =>
  shared.server.deps.db.update(advertisements).set({ status }).where(eq(advertisements.id, adId));

const get = (path: string, cookie?: string, headers: Record<string, string> = {}) =>
  fetch(`${shared.server.url}${path}`, { headers: { ...headers, ...(cookie ? { cookie } : {}) } });

/** An owner's ad with one photo (uploaded by an admin, so the ad keeps its status) and its path. */
async function adWithPhoto(status: 'approved' | 'pending' | 'rejected') {
  const owner = await signedInPerson(shared.server);
  const ad = await newAd(shared.server, owner.id);
  const res = await upload(shared.server, ad.id, shared.admin.cookie, [
    { name: 'photo.png', data: await png() },
  ]);
  expect(res.status).toBe(200);
  await setStatus(ad.id, status);
  return { owner, ad, path: res.body[0].storage_path as string, thumb: res.body[0].thumbnail_path as string };
}

// Its address never gets other content: browsers keep it for good; shared caches an hour at most,
// so copies of a rejected or deleted ad's image age out of them.
const PUBLIC_IMAGE_CACHE = 'public, max-age=31536000, s-maxage=3600, immutable';

describe('an image of an ad the public sees', () => {
  it('is served to anyone as WebP with nosniff, kept by browsers for a year, with an ETag', async () => {
    const { path, thumb } = await adWithPhoto('approved');
    for (const file of [path, thumb]) {
      const image = await get(file);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/webp');
      expect(image.headers.get('x-content-type-options')).toBe('nosniff');
      expect(image.headers.get('cache-control')).toBe(PUBLIC_IMAGE_CACHE);
      expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).format).toBe('webp');
      const etag = image.headers.get('etag') ?? '';
      expect(etag).toMatch(/^".+"$/);
      const again = await get(file, undefined, { 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(again.headers.get('cache-control')).toBe(PUBLIC_IMAGE_CACHE);
    }
  });

  it('a picture of no ad (a demo picture) is cached the same way', async () => {
    const key = 'demo/cache-test-full.webp';
    await shared.server.deps.storage.put(
      key,
      await sharp(await png())
        .webp()
        .toBuffer(),
      'image/webp',
    );
    const image = await get(shared.server.deps.storage.publicUrl(key));
    expect(image.status).toBe(200);
    expect(image.headers.get('cache-control')).toBe(PUBLIC_IMAGE_CACHE);
  });
});

describe('an image of an ad the public does not see', () => {
  it.each(['pending', 'rejected'] as const)(
    'of a %s ad: 404 for visitors and other people, served privately to its owner and admins',
    async (status) => {
      const { owner, path, thumb } = await adWithPhoto(status);
      const stranger = await signedInPerson(shared.server);
      for (const file of [path, thumb]) {
        for (const cookie of [undefined, stranger.cookie]) {
          const hidden = await get(file, cookie);
          expect(hidden.status).toBe(404);
          expect(hidden.headers.get('cache-control')).toBe('no-store');
          expect(await hidden.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Не знайдено' } });
        }
        for (const cookie of [owner.cookie, shared.admin.cookie]) {
          const shown = await get(file, cookie);
          expect(shown.status).toBe(200);
          expect(shown.headers.get('cache-control')).toBe('private, no-cache');
          expect(shown.headers.get('content-type')).toBe('image/webp');
        }
      }
    },
  );

  it('follows the ad: hidden when it is rejected, shown again when approved', async () => {
    const { ad, path } = await adWithPhoto('approved');
    expect((await get(path)).status).toBe(200);
    await setStatus(ad.id, 'rejected');
    expect((await get(path)).status).toBe(404);
    await setStatus(ad.id, 'approved');
    expect((await get(path)).status).toBe(200);
  });

  it('of a disabled person’s ad is hidden from visitors', async () => {
    const { owner, path } = await adWithPhoto('approved');
    await shared.server.deps.db.update(profiles).set({ disabled: true }).where(eq(profiles.id, owner.id));
    expect((await get(path)).status).toBe(404);
    expect((await get(path, shared.admin.cookie)).status).toBe(200);
  });

  it('of an ad that is gone is served to nobody', async () => {
    const { ad, path } = await adWithPhoto('approved');
    await shared.server.deps.db.delete(advertisements).where(eq(advertisements.id, ad.id));
    expect((await get(path, shared.admin.cookie)).status).toBe(404);
  });
});

describe('paths that name no stored image', () => {
  it.each([
    '/media/ad-images/ads/42/missing.png',
    '/media/ad-images/',
    '/media/ad-images/ads/42/%2e%2e/%2e%2e/secret.png',
    '/media/ad-images/..%2f..%2fpackage.json',
    '/media/ad-images/ads%5c42%5cphoto.png',
    '/media/ad-images/%2Fetc%2Fpasswd',
    '/media/ad-images/ads/42/%E0%A4%A.png',
  ])("answers 404 JSON for %s, in the caller's language", async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Не знайдено' } });
    const inEnglish = await get(path, undefined, { 'Accept-Language': 'en' });
    expect(await inEnglish.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' } });
  });
});
