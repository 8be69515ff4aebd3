import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as adsApi from '../../../shared/api/ads';
import { API_PREFIX } from '../../../shared/api/operation';
import { PLACEHOLDER_IMAGE_PATH, STORAGE_BUCKET } from '../../../shared/constants';
import {
  type AdImageServer,
  cameraJpeg,
  keyOfPath,
  keysOf,
  newAd,
  notAnImage,
  png,
  rowsOf,
  startAdImageServer,
  statusOf,
  storedImage,
  upload,
} from '../../support/ad-image-uploads';
import { categoryBySlug, createAd, createCity, signedInPerson } from '../../support/factories';
import { startTestServer, type TestServer } from '../../support/test-server';

// What becomes of an uploaded file: read, turned upright, stripped of its metadata, stored as WebP, or
// refused (not an image, too many pixels, too many bytes). Who may upload and what else an upload
// changes: ad-images-access.test.ts.

let server: AdImageServer;

/** The tags of an EXIF block's first directory (sharp's `exif` starts with "Exif\0\0", then TIFF). */
function exifTags(exif: Buffer): Map<number, number> {
  const tiff = exif.subarray(6);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const start = u32(4);
  const tags = new Map<number, number>();
  for (let i = 0; i < u16(start); i++) tags.set(u16(start + 2 + i * 12), u16(start + 2 + i * 12 + 8));
  return tags;
}
const ORIENTATION_TAG = 0x0112;
const GPS_IFD_TAG = 0x8825;

beforeAll(async () => {
  server = await startAdImageServer();
});
afterAll(() => server?.close());

describe(`${adsApi.setAdImages.method.toUpperCase()} ${API_PREFIX}${adsApi.setAdImages.path}`, () => {
  it('stores an upright WebP without EXIF or GPS, full size and thumbnail, as the primary image', async () => {
    const owner = await signedInPerson(server);
    const ad = await newAd(server, owner.id);
    const jpeg = await cameraJpeg(2400, 1600);
    const input = await sharp(jpeg).metadata();
    const inputTags = exifTags(input.exif as Buffer);
    expect(inputTags.get(ORIENTATION_TAG)).toBe(6);
    expect(inputTags.has(GPS_IFD_TAG)).toBe(true);

    const res = await upload(server, ad.id, owner.cookie, [{ name: 'Holiday Photo.JPG', data: jpeg }]);

    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: expect.any(String),
        storage_path: expect.stringMatching(/-full\.webp$/),
        thumbnail_path: expect.stringMatching(/-thumb\.webp$/),
        is_primary: true,
      },
    ]);
    const path: string = res.body[0].storage_path;
    expect(path).toMatch(
      new RegExp(`^/media/${STORAGE_BUCKET}/ads/${ad.id}/holiday_photo-[0-9a-f]{10}-full\\.webp$`),
    );
    const fullKey = keyOfPath(path);
    const thumbKey = fullKey.replace(/-full\.webp$/, '-thumb.webp');
    expect(await keysOf(server, ad.id)).toEqual([fullKey, thumbKey].sort());

    const full = await storedImage(server, fullKey);
    expect(full.contentType).toBe('image/webp');
    expect(full.metadata).toMatchObject({ format: 'webp', width: 1067, height: 1600 });
    const thumb = await storedImage(server, thumbKey);
    expect(thumb.metadata).toMatchObject({ format: 'webp', width: 320, height: 480 });
    for (const { metadata } of [full, thumb]) {
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.iptc).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
    }
    const rows = await rowsOf(server, ad.id);
    expect(rows.map((r) => [r.storagePath, r.isPrimary])).toEqual([[path, true]]);
  });

  it('turns a small photo upright without enlarging it', async () => {
    const owner = await signedInPerson(server);
    const ad = await newAd(server, owner.id);
    const res = await upload(server, ad.id, owner.cookie, [
      { name: 'small.jpg', data: await cameraJpeg(300, 200) },
    ]);
    expect(res.status).toBe(200);
    const full = await storedImage(server, keyOfPath(res.body[0].storage_path));
    expect(full.metadata).toMatchObject({ width: 200, height: 300 });
  });

  it('accepts a PNG whatever content type the client claims', async () => {
    const owner = await signedInPerson(server);
    const ad = await newAd(server, owner.id);
    const data = await png();
    const res = await upload(server, ad.id, owner.cookie, [
      { name: 'logo.png', data, type: 'application/octet-stream' },
    ]);
    expect(res.status).toBe(200);
    const full = await storedImage(server, keyOfPath(res.body[0].storage_path));
    expect(full.metadata).toMatchObject({ format: 'webp', width: 64, height: 48 });
  });

  it('refuses a text file named .jpg, naming the file, and stores nothing', async () => {
    const owner = await signedInPerson(server);
    const ad = await newAd(server, owner.id);
    const res = await upload(server, ad.id, owner.cookie, [{ name: 'notes.jpg', data: notAnImage }]);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: { code: 'INVALID_IMAGE', message: 'notes.jpg is not a valid image file' },
    });
    const uk = await upload(server, ad.id, owner.cookie, [{ name: 'notes.jpg', data: notAnImage }], 'uk');
    expect(uk.body.error.message).toBe('notes.jpg не є дійсним файлом зображення');

    expect(await keysOf(server, ad.id)).toEqual([]);
    const rows = await rowsOf(server, ad.id);
    expect(rows.map((r) => [r.storagePath, r.isPrimary])).toEqual([[PLACEHOLDER_IMAGE_PATH, true]]);
    expect(await statusOf(server, ad.id)).toBe('approved');
  });

  it('refuses SVG and empty files as not images', async () => {
    const owner = await signedInPerson(server);
    const ad = await newAd(server, owner.id);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    for (const file of [
      { name: 'drawing.svg', data: svg, type: 'image/svg+xml' },
      { name: 'empty.png', data: Buffer.alloc(0) },
    ]) {
      const res = await upload(server, ad.id, owner.cookie, [file]);
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual({
        code: 'INVALID_IMAGE',
        message: `${file.name} is not a valid image file`,
      });
    }
    expect(await keysOf(server, ad.id)).toEqual([]);
  });

  it('stores nothing when any of the kept files is refused', async () => {
    const owner = await signedInPerson(server);
    const ad = await newAd(server, owner.id);
    // A free ad keeps only the first file: the bad one is that first.
    const res = await upload(server, ad.id, owner.cookie, [
      { name: 'fake.png', data: notAnImage },
      { name: 'real.png', data: await png() },
    ]);
    expect(res.status).toBe(400);
    expect(await keysOf(server, ad.id)).toEqual([]);
    expect((await rowsOf(server, ad.id)).map((r) => r.storagePath)).toEqual([PLACEHOLDER_IMAGE_PATH]);
  });

  it('refuses a pixel bomb (a small PNG that declares 64 megapixels)', async () => {
    const owner = await signedInPerson(server);
    const ad = await newAd(server, owner.id);
    const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(500_000);
    const res = await upload(server, ad.id, owner.cookie, [{ name: 'bomb.png', data: bomb }]);
    expect([400, 413]).toContain(res.status);
    expect(res.body.error).toEqual({ code: 'IMAGE_TOO_LARGE', message: 'Image is too large' });
    expect(await keysOf(server, ad.id)).toEqual([]);
  });

  it('answers 400 with a field message when no file is sent', async () => {
    const owner = await signedInPerson(server);
    const ad = await newAd(server, owner.id);
    const res = await upload(server, ad.id, owner.cookie, []);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { images: 'Choose an image to upload' },
    });
  });
});

describe('with a small MAX_IMAGE_BYTES', () => {
  let small: TestServer;
  beforeAll(async () => {
    small = await startTestServer({ MAX_IMAGE_BYTES: '20000' });
  });
  afterAll(() => small?.close());

  const noisyPng = (side: number) =>
    sharp({
      create: {
        width: side,
        height: side,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .png()
      .toBuffer();

  it('refuses a file over the limit with "Image is too large", and a body far over it too', async () => {
    const { db } = small.deps;
    const owner = await signedInPerson(small);
    const city = await createCity(db);
    const category = await categoryBySlug(db, 'electronics');
    const ad = await createAd(db, { userId: owner.id, cityId: city.id, categoryId: category.id });

    const over = await noisyPng(120);
    expect(over.length).toBeGreaterThan(20_000);
    expect(over.length).toBeLessThan(60_000);
    const res = await upload(small, ad.id, owner.cookie, [{ name: 'big.png', data: over }]);
    expect([400, 413]).toContain(res.status);
    expect(res.body.error).toEqual({ code: 'IMAGE_TOO_LARGE', message: 'Image is too large' });
    const uk = await upload(small, ad.id, owner.cookie, [{ name: 'big.png', data: over }], 'uk');
    expect(uk.body.error.message).toBe('Зображення завелике');

    const far = await noisyPng(400);
    expect(far.length).toBeGreaterThan(200_000);
    const body = await upload(small, ad.id, owner.cookie, [{ name: 'huge.png', data: far }]);
    expect(body.status).toBe(413);
    expect(body.body.error).toEqual({ code: 'IMAGE_TOO_LARGE', message: 'Image is too large' });

    expect(await keysOf(small, ad.id)).toEqual([]);
    const ok = await upload(small, ad.id, owner.cookie, [{ name: 'fits.png', data: await png() }]);
    expect(ok.status).toBe(200);
  });
});
