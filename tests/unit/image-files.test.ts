import { describe, expect, it } from 'vitest';
import { imageFilesOf, storedKeyOf } from '../../server/storage/image-files';
import { createLocalStorage } from '../../server/storage/local-storage';
import { createS3Storage } from '../../server/storage/s3-storage';

// Which stored files an image row names: what removals, the backup's check and restore's rely on.

const local = createLocalStorage('/nowhere');
const bucket = createS3Storage({
  bucket: 'photos',
  region: 'eu-central-1',
  publicBaseUrl: 'https://cdn.example.com/photos',
});
const KEY = 'ads/00000000-0000-4000-8000-000000000001/cat-0123456789-full.webp';

describe('storedKeyOf', () => {
  it('finds the key behind the storage’s own public URL of it', () => {
    expect(storedKeyOf(local, `/media/ad-images/${KEY}`)).toBe(KEY);
    expect(storedKeyOf(bucket, `https://cdn.example.com/photos/${KEY}`)).toBe(KEY);
    expect(storedKeyOf(local, '/media/ad-images/demo/event-1-full.webp')).toBe('demo/event-1-full.webp');
  });

  it('names no stored file for the placeholder, another site’s URL or a path that is not a key', () => {
    expect(storedKeyOf(local, '/smallbiz.png')).toBeUndefined();
    expect(storedKeyOf(bucket, `/media/ad-images/${KEY}`)).toBeUndefined();
    expect(storedKeyOf(bucket, `https://cdn.example.com/other/${KEY}`)).toBeUndefined();
    expect(storedKeyOf(local, '/media/ad-images/../../etc/passwd')).toBeUndefined();
    expect(storedKeyOf(local, '/media/ad-images/')).toBeUndefined();
  });
});

describe('imageFilesOf', () => {
  it('gives a full-size variant its thumbnail twin, anything else alone', () => {
    expect(imageFilesOf(KEY)).toEqual([KEY, KEY.replace('-full.webp', '-thumb.webp')]);
    expect(imageFilesOf('ads/x/old-photo.jpg')).toEqual(['ads/x/old-photo.jpg']);
  });
});
