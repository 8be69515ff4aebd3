import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../../server/env';
import { createStorage } from '../../server/storage/create-storage';
import { PUBLIC_IMAGE_CACHE } from '../../server/storage/image-cache';
import { createS3Storage, type S3StorageOptions } from '../../server/storage/s3-storage';
import { type S3StandIn, startS3StandIn } from '../support/s3-stand-in';
import { storageContract } from '../support/storage-contract';

const KEYS = { accessKeyId: 'test-key-id', secretAccessKey: 'test-secret-access-key' };
const bytes = (text: string) => Buffer.from(text);

let standIn: S3StandIn;
beforeAll(async () => {
  // Two keys per list page: the contract's lists already cross pages.
  standIn = await startS3StandIn({ bucket: 'hromada-test', ...KEYS, pageSize: 2 });
});
afterAll(() => standIn?.close());

const s3 = (options: Partial<S3StorageOptions> = {}) =>
  createS3Storage({
    bucket: 'hromada-test',
    region: 'eu-central-1',
    endpoint: standIn.url,
    forcePathStyle: true,
    ...KEYS,
    ...options,
  });

storageContract('S3 storage', () => {
  standIn.objects.clear();
  return s3();
});

describe('S3 storage', () => {
  it("stores the content type and the public images' cache header (a year in browsers, an hour in shared caches) with the object", async () => {
    await s3().put('ads/7/photo.webp', bytes('webp'), 'image/webp');
    expect(standIn.objects.get('ads/7/photo.webp')).toEqual({
      data: bytes('webp'),
      contentType: 'image/webp',
      cacheControl: PUBLIC_IMAGE_CACHE,
      lastModified: expect.any(Date),
    });
  });

  it('takes the content type from the key, not from what else sits in the bucket', async () => {
    standIn.objects.set('ads/8/a.png', { data: bytes('<script>'), contentType: 'text/html' });
    expect((await s3().get('ads/8/a.png'))?.contentType).toBe('image/png');
  });

  it('sends nothing to the bucket for an invalid key or prefix', async () => {
    const before = standIn.log.length;
    const storage = s3();
    await expect(storage.put('../x.png', bytes('x'), 'image/png')).rejects.toThrow();
    await expect(storage.get('ads//x.png')).rejects.toThrow();
    await expect(storage.list('../')).rejects.toThrow();
    await expect(storage.removePrefix('')).rejects.toThrow();
    expect(standIn.log.length).toBe(before);
  });

  it.each([
    ['a wrong access key id', { accessKeyId: 'someone-else' }, /Access ?Denied/i],
    ['a wrong secret', { secretAccessKey: 'not-the-secret' }, /SignatureDoesNotMatch/],
  ])('with %s, put, get and list are refused (never a silent null)', async (_, wrong, message) => {
    const storage = s3(wrong);
    await expect(storage.put('ads/9/a.webp', bytes('x'), 'image/webp')).rejects.toThrow(message);
    expect(standIn.objects.has('ads/9/a.webp')).toBe(false);
    standIn.objects.set('ads/9/b.webp', { data: bytes('b') });
    await expect(storage.get('ads/9/b.webp')).rejects.toThrow(message);
    await expect(storage.list('ads/9/')).rejects.toThrow(message);
  });

  it('a missing bucket is an error, not a missing object', async () => {
    await expect(s3({ bucket: 'no-such-bucket' }).get('ads/1/a.webp')).rejects.toThrow(/NoSuchBucket/);
  });

  it('reports objects DeleteObjects could not remove', async () => {
    const locked = await startS3StandIn({ bucket: 'b', ...KEYS, undeletable: new Set(['ads/1/b.webp']) });
    try {
      const storage = s3({ bucket: 'b', endpoint: locked.url });
      await storage.put('ads/1/a.webp', bytes('a'), 'image/webp');
      await storage.put('ads/1/b.webp', bytes('b'), 'image/webp');
      await expect(storage.removePrefix('ads/1/')).rejects.toThrow(/1 objects under ads\/1\/ not removed/);
      expect([...locked.objects.keys()]).toEqual(['ads/1/b.webp']);
    } finally {
      await locked.close();
    }
  });

  describe('publicUrl', () => {
    it('points into /media/ad-images/ without a public base URL (the server proxies private buckets)', () => {
      expect(s3().publicUrl('ads/1/a-full.webp')).toBe('/media/ad-images/ads/1/a-full.webp');
    });

    it('points at the bucket or CDN with one', () => {
      const storage = s3({ publicBaseUrl: 'https://cdn.example.org/images/' });
      expect(storage.publicUrl('ads/1/a-full.webp')).toBe('https://cdn.example.org/images/ads/1/a-full.webp');
      expect(() => storage.publicUrl('../a.webp')).toThrow();
    });
  });
});

describe('S3 storage past 1000 keys', () => {
  let big: S3StandIn;
  beforeAll(async () => {
    big = await startS3StandIn({ bucket: 'big', ...KEYS, pageSize: 300 });
  });
  afterAll(() => big?.close());

  it('lists every page and removes in batches of at most 1000', async () => {
    const keys = Array.from({ length: 2100 }, (_, i) => `ads/big/${String(i).padStart(4, '0')}.webp`);
    for (const key of [...keys].reverse()) big.objects.set(key, { data: bytes('x') });
    big.objects.set('ads/bigger/keep.webp', { data: bytes('k') });
    const storage = s3({ bucket: 'big', endpoint: big.url });

    expect(await storage.list('ads/big/')).toEqual(keys);
    expect(big.log.filter((entry) => entry === 'LIST ads/big/')).toHaveLength(7);

    big.log.length = 0;
    await storage.removePrefix('ads/big/');
    expect(big.log.filter((entry) => entry.startsWith('DELETE-BATCH'))).toEqual([
      'DELETE-BATCH 1000',
      'DELETE-BATCH 1000',
      'DELETE-BATCH 100',
    ]);
    expect([...big.objects.keys()]).toEqual(['ads/bigger/keep.webp']);
  });
});

describe('createStorage and the S3_* settings', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'hromada-create-storage-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const bucketEnv = () => ({
    DATA_DIR: dataDir,
    S3_BUCKET: 'hromada-test',
    S3_ENDPOINT: standIn.url,
    S3_REGION: 'eu-central-1',
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: KEYS.accessKeyId,
    S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
  });

  it('uses the local folder without S3_BUCKET', async () => {
    await createStorage(readEnv({ DATA_DIR: dataDir })).put('ads/1/l.webp', bytes('l'), 'image/webp');
    expect(existsSync(join(dataDir, 'storage', 'ad-images', 'ads', '1', 'l.webp'))).toBe(true);
  });

  it('uses the bucket with S3_BUCKET', async () => {
    const env = readEnv(bucketEnv());
    expect(env).toMatchObject({ s3ForcePathStyle: true, S3_REGION: 'eu-central-1' });
    await createStorage(env).put('ads/2/s.webp', bytes('s'), 'image/webp');
    expect(standIn.objects.get('ads/2/s.webp')?.data).toEqual(bytes('s'));
    expect(existsSync(join(dataDir, 'storage', 'ad-images', 'ads', '2'))).toBe(false);
  });

  it('defaults to us-east-1, virtual-hosted style, and the SDK credential chain without keys', () => {
    const env = readEnv({ S3_BUCKET: 'hromada-test' });
    expect(env).toMatchObject({ S3_REGION: 'us-east-1', s3ForcePathStyle: false });
    expect(env.S3_ACCESS_KEY_ID).toBeUndefined();
  });

  it.each([
    [{ S3_ACCESS_KEY_ID: 'k' }, /S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither/],
    [{ S3_SECRET_ACCESS_KEY: 's' }, /S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither/],
    [{ S3_PUBLIC_URL: 'javascript:alert(1)' }, /S3_PUBLIC_URL/],
    [{ S3_ENDPOINT: 'not a url' }, /S3_ENDPOINT/],
    [{ S3_FORCE_PATH_STYLE: 'yes' }, /S3_FORCE_PATH_STYLE/],
    [{ S3_BUCKET: 'a/b' }, /S3_BUCKET/],
  ])('refuses a bucket configured with %j', (settings, message) => {
    expect(() => readEnv({ S3_BUCKET: 'hromada-test', ...settings })).toThrow(message);
  });

  it.each(['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_PUBLIC_URL', 'S3_REGION', 'S3_FORCE_PATH_STYLE'])(
    'refuses %s without S3_BUCKET',
    (name) => {
      const value = name.endsWith('_URL') || name === 'S3_ENDPOINT' ? 'https://s3.example.org' : 'true';
      expect(() => readEnv({ [name]: value })).toThrow(`${name}: set, but S3_BUCKET is not`);
    },
  );
});
