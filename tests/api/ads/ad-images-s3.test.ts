import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_BUCKET } from '../../../shared/constants';
import {
  type AdImageServer,
  cameraJpeg,
  newAd,
  png,
  send,
  startAdImageServer,
  upload,
} from '../../support/ad-image-uploads';
import { signedInPerson } from '../../support/factories';
import { type S3StandIn, startS3StandIn } from '../../support/s3-stand-in';

// The whole app with S3_BUCKET set: uploads land in the bucket (here the local stand-in), never in
// DATA_DIR, and browsers get them through /media/ (private bucket) or straight from S3_PUBLIC_URL.

const BUCKET = 'hromada-images';
const KEYS = { S3_ACCESS_KEY_ID: 'e2e-key-id', S3_SECRET_ACCESS_KEY: 'e2e-secret-access-key' };

let bucket: S3StandIn;
beforeAll(async () => {
  bucket = await startS3StandIn({
    bucket: BUCKET,
    accessKeyId: KEYS.S3_ACCESS_KEY_ID,
    secretAccessKey: KEYS.S3_SECRET_ACCESS_KEY,
    pageSize: 1,
    publicRead: true,
  });
});
afterAll(() => bucket?.close());

const s3Env = (extra: Record<string, string> = {}) => ({
  S3_BUCKET: BUCKET,
  S3_ENDPOINT: bucket.url,
  S3_REGION: 'eu-central-1',
  S3_FORCE_PATH_STYLE: 'true',
  ...KEYS,
  ...extra,
});
const keysOfAd = (adId: string) =>
  [...bucket.objects.keys()].filter((key) => key.startsWith(`ads/${adId}/`)).sort();

describe('ad images in a private S3 bucket, served through /media/', () => {
  let server: AdImageServer;
  beforeAll(async () => {
    server = await startAdImageServer(s3Env());
  });
  afterAll(() => server?.close());

  it('stores both variants in the bucket and serves them through /media/', async () => {
    const owner = await signedInPerson(server);
    const ad = await newAd(server, owner.id);
    const res = await upload(server, ad.id, owner.cookie, [
      { name: 'Bike.jpg', data: await cameraJpeg(800, 600) },
    ]);
    expect(res.status).toBe(200);
    const path: string = res.body[0].storage_path;
    expect(path).toMatch(new RegExp(`^/media/${STORAGE_BUCKET}/ads/${ad.id}/bike-[0-9a-f]{10}-full\\.webp$`));

    const fullKey = path.slice(`/media/${STORAGE_BUCKET}/`.length);
    const thumbKey = fullKey.replace(/-full\.webp$/, '-thumb.webp');
    expect(keysOfAd(ad.id)).toEqual([fullKey, thumbKey]);
    for (const key of [fullKey, thumbKey]) {
      expect(bucket.objects.get(key)).toMatchObject({
        contentType: 'image/webp',
        cacheControl: 'public, max-age=31536000, s-maxage=3600, immutable',
      });
    }
    expect(existsSync(join(server.deps.env.DATA_DIR, 'storage', STORAGE_BUCKET))).toBe(false);

    // The owner's change sent the ad back to moderation: only they (and admins) see it meanwhile.
    const media = await fetch(`${server.url}${path}`, { headers: { cookie: owner.cookie } });
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toBe('image/webp');
    expect(media.headers.get('cache-control')).toBe('private, no-cache');
    expect(media.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await media.arrayBuffer())).toEqual(bucket.objects.get(fullKey)?.data);
    const gone = `${server.url}${path.replace('-full', '-gone')}`;
    expect((await fetch(gone, { headers: { cookie: owner.cookie } })).status).toBe(404);
  });

  it('a new image replaces the old objects, and deleting the image empties the ad’s folder', async () => {
    const owner = await signedInPerson(server);
    const ad = await newAd(server, owner.id);
    const first = await upload(server, ad.id, owner.cookie, [{ name: 'one.png', data: await png() }]);
    expect(first.status).toBe(200);
    const oldKeys = keysOfAd(ad.id);
    expect(oldKeys).toHaveLength(2);

    const second = await upload(server, ad.id, owner.cookie, [{ name: 'two.png', data: await png(80, 60) }]);
    expect(second.status).toBe(200);
    const newKeys = keysOfAd(ad.id);
    expect(newKeys).toHaveLength(2);
    expect(newKeys.every((key) => key.includes('/two-'))).toBe(true);
    const old = await fetch(`${server.url}${first.body[0].storage_path}`, {
      headers: { cookie: owner.cookie },
    });
    expect(old.status).toBe(404);

    const removed = await send(server, 'DELETE', ad.id, owner.cookie);
    expect(removed.status).toBe(200);
    expect(keysOfAd(ad.id)).toEqual([]);
  });

  it('keeps the page’s img-src to its own origin', async () => {
    const csp = (await fetch(`${server.url}/health`)).headers.get('content-security-policy') ?? '';
    // Its own origin, and the map's tiles (OpenStreetMap by default): no bucket.
    expect(csp).toContain("img-src 'self' data: blob: https://tile.openstreetmap.org;");
  });
});

describe('ad images in a public bucket, loaded from S3_PUBLIC_URL', () => {
  let server: AdImageServer;
  const publicUrl = () => `${bucket.url}/${BUCKET}`;
  beforeAll(async () => {
    server = await startAdImageServer(s3Env({ S3_PUBLIC_URL: `${publicUrl()}/` }));
  });
  afterAll(() => server?.close());

  it('gives the bucket’s address as the image path, and the browser loads it from there', async () => {
    const owner = await signedInPerson(server);
    const ad = await newAd(server, owner.id);
    const res = await upload(server, ad.id, owner.cookie, [{ name: 'sofa.png', data: await png() }]);
    expect(res.status).toBe(200);
    const path: string = res.body[0].storage_path;
    expect(path).toMatch(new RegExp(`^${publicUrl()}/ads/${ad.id}/sofa-[0-9a-f]{10}-full\\.webp$`));
    expect(keysOfAd(ad.id)).toHaveLength(2);

    const direct = await fetch(path); // anonymous, as a browser's <img> would
    expect(direct.status).toBe(200);
    expect(direct.headers.get('content-type')).toBe('image/webp');
    expect(direct.headers.get('cache-control')).toBe('public, max-age=31536000, s-maxage=3600, immutable');

    const removed = await send(server, 'DELETE', ad.id, owner.cookie);
    expect(removed.status).toBe(200);
    expect(keysOfAd(ad.id)).toEqual([]);
  });

  it('lets pages load images from the bucket’s origin', async () => {
    for (const page of ['/health', '/']) {
      const csp = (await fetch(`${server.url}${page}`)).headers.get('content-security-policy') ?? '';
      expect(csp).toContain(`img-src 'self' data: blob: ${bucket.url} https://tile.openstreetmap.org;`);
    }
  });
});
