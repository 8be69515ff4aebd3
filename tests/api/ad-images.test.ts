import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adImages, advertisements } from '../../server/db/schema/ads';
import { PLACEHOLDER_IMAGE_PATH, STORAGE_BUCKET } from '../../shared/constants';
import { categoryBySlug, createAd, createCity, createUser, sessionCookie } from '../support/factories';
import { startTestServer, type TestServer } from '../support/test-server';

interface Upload {
  name: string;
  data: Buffer;
  type?: string;
}

let server: TestServer;
let place: { cityId: string; categoryId: string };
let admin: { id: string; cookie: string };

/** A person with a session cookie, on the given server. */
async function person(on: TestServer, role: 'user' | 'admin' = 'user') {
  const user = await createUser(on.deps.db, { role });
  return { id: user.id, cookie: await sessionCookie(on.deps.db, on.secret, user.id) };
}

function newAd(on: TestServer, userId: string, status: 'approved' | 'pending' = 'approved') {
  return createAd(on.deps.db, { userId, ...place, status });
}

async function send(
  on: TestServer,
  method: 'POST' | 'DELETE',
  adId: string,
  cookie: string | null,
  files: Upload[] = [],
  lang = 'en',
) {
  const form = new FormData();
  for (const file of files) {
    form.append(
      'images',
      new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/jpeg' }),
      file.name,
    );
  }
  const res = await fetch(`${on.url}/api/v1/ads/${adId}/images`, {
    method,
    headers: { origin: on.url, 'accept-language': lang, ...(cookie ? { cookie } : {}) },
    ...(method === 'POST' ? { body: form } : {}),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
}

const upload = (on: TestServer, adId: string, cookie: string | null, files: Upload[], lang = 'en') =>
  send(on, 'POST', adId, cookie, files, lang);

const rowsOf = (on: TestServer, adId: string) =>
  on.deps.db.select().from(adImages).where(eq(adImages.adId, adId));

const keysOf = (on: TestServer, adId: string) => on.deps.storage.list(`ads/${adId}/`);

async function statusOf(on: TestServer, adId: string) {
  const [ad] = await on.deps.db.select().from(advertisements).where(eq(advertisements.id, adId));
  return ad?.status;
}

const keyOfPath = (path: string) => path.replace(`/media/${STORAGE_BUCKET}/`, '');

async function storedImage(on: TestServer, key: string) {
  const object = await on.deps.storage.get(key);
  if (!object) throw new Error(`nothing stored at ${key}`);
  return { ...object, metadata: await sharp(object.data).metadata() };
}

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

/** A camera photo: stored landscape with "rotate 90° clockwise" (orientation 6), with GPS and camera data. */
function cameraJpeg(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: '#2a6' } })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Phone 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '27/1 57/1 1234/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '82/1 27/1 4321/100',
      },
    })
    .jpeg()
    .toBuffer();
}

const png = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 4, background: '#36c' } })
    .png()
    .toBuffer();

const notAnImage = Buffer.from('Dear buyer,\nthis is a plain text note, not a photo.\n');

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.deps;
  const city = await createCity(db);
  const category = await categoryBySlug(db, 'electronics');
  place = { cityId: city.id, categoryId: category.id };
  admin = await person(server, 'admin');
});
afterAll(() => server?.close());

describe('POST /api/v1/ads/{id}/images', () => {
  it('stores an upright WebP without EXIF or GPS, full size and thumbnail, as the primary image', async () => {
    const owner = await person(server);
    const ad = await newAd(server, owner.id);
    const jpeg = await cameraJpeg(2400, 1600);
    const input = await sharp(jpeg).metadata();
    const inputTags = exifTags(input.exif as Buffer);
    expect(inputTags.get(ORIENTATION_TAG)).toBe(6);
    expect(inputTags.has(GPS_IFD_TAG)).toBe(true);

    const res = await upload(server, ad.id, owner.cookie, [{ name: 'Holiday Photo.JPG', data: jpeg }]);

    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { id: expect.any(String), storage_path: expect.any(String), is_primary: true },
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
    const owner = await person(server);
    const ad = await newAd(server, owner.id);
    const res = await upload(server, ad.id, owner.cookie, [
      { name: 'small.jpg', data: await cameraJpeg(300, 200) },
    ]);
    expect(res.status).toBe(200);
    const full = await storedImage(server, keyOfPath(res.body[0].storage_path));
    expect(full.metadata).toMatchObject({ width: 200, height: 300 });
  });

  it('accepts a PNG whatever content type the client claims', async () => {
    const owner = await person(server);
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
    const owner = await person(server);
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
    const owner = await person(server);
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
    const owner = await person(server);
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
    const owner = await person(server);
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

  it('keeps only the first of two files on a free ad', async () => {
    const owner = await person(server);
    const ad = await newAd(server, owner.id);
    const res = await upload(server, ad.id, owner.cookie, [
      { name: 'first.png', data: await png() },
      { name: 'second.png', data: await png(32, 32) },
    ]);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    expect(res.body[0].storage_path).toContain('/first-');
    const keys = await keysOf(server, ad.id);
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(key).toMatch(/\/first-[0-9a-f]{10}-(full|thumb)\.webp$/);
    expect(await rowsOf(server, ad.id)).toHaveLength(1);
  });

  it('answers 400 with a field message when no file is sent', async () => {
    const owner = await person(server);
    const ad = await newAd(server, owner.id);
    const res = await upload(server, ad.id, owner.cookie, []);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { images: 'Choose an image to upload' },
    });
  });
});

describe('replacing and removing images', () => {
  it('replace removes the old rows and files; delete leaves the placeholder row and no files', async () => {
    const owner = await person(server);
    const ad = await newAd(server, owner.id);
    const first = await upload(server, ad.id, owner.cookie, [{ name: 'old.png', data: await png() }]);
    expect(first.status).toBe(200);
    const oldKeys = await keysOf(server, ad.id);
    expect(oldKeys).toHaveLength(2);

    const second = await upload(server, ad.id, owner.cookie, [
      { name: 'new.jpg', data: await cameraJpeg(90, 60) },
    ]);
    expect(second.status).toBe(200);
    const newKeys = await keysOf(server, ad.id);
    expect(newKeys).toHaveLength(2);
    for (const key of newKeys) expect(key).toMatch(/\/new-[0-9a-f]{10}-(full|thumb)\.webp$/);
    for (const key of oldKeys) expect(await server.deps.storage.get(key)).toBeNull();
    const rows = await rowsOf(server, ad.id);
    expect(rows.map((r) => [r.id, r.storagePath, r.isPrimary])).toEqual([
      [second.body[0].id, second.body[0].storage_path, true],
    ]);

    const removed = await send(server, 'DELETE', ad.id, owner.cookie);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual([
      { id: expect.any(String), storage_path: PLACEHOLDER_IMAGE_PATH, is_primary: true },
    ]);
    expect(await keysOf(server, ad.id)).toEqual([]);
    const after = await rowsOf(server, ad.id);
    expect(after.map((r) => [r.storagePath, r.isPrimary])).toEqual([[PLACEHOLDER_IMAGE_PATH, true]]);

    const again = await send(server, 'DELETE', ad.id, owner.cookie);
    expect(again.status).toBe(200);
    expect(await rowsOf(server, ad.id)).toHaveLength(1);
  });

  it('leaves pictures outside the ad’s folder alone (the demo seed shares them)', async () => {
    const owner = await person(server);
    const ad = await newAd(server, owner.id);
    await server.deps.storage.put(
      'demo/shared-test.webp',
      await sharp(await png())
        .webp()
        .toBuffer(),
      'image/webp',
    );
    const shared = server.deps.storage.publicUrl('demo/shared-test.webp');
    await server.deps.db.update(adImages).set({ storagePath: shared }).where(eq(adImages.adId, ad.id));

    expect(
      (await upload(server, ad.id, owner.cookie, [{ name: 'mine.png', data: await png() }])).status,
    ).toBe(200);
    expect((await send(server, 'DELETE', ad.id, owner.cookie)).status).toBe(200);
    expect(await server.deps.storage.get('demo/shared-test.webp')).not.toBeNull();
  });

  it('still replaces the images when removing the old files fails, and logs it', async () => {
    const owner = await person(server);
    const ad = await newAd(server, owner.id);
    await upload(server, ad.id, owner.cookie, [{ name: 'stays.png', data: await png() }]);
    const storage = server.deps.storage;
    const removal = vi.spyOn(storage, 'removePrefix').mockRejectedValue(new Error('disk unavailable'));
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const res = await upload(server, ad.id, owner.cookie, [{ name: 'next.png', data: await png() }]);
      expect(res.status).toBe(200);
      expect((await rowsOf(server, ad.id)).map((r) => r.storagePath)).toEqual([res.body[0].storage_path]);
      expect(log).toHaveBeenCalled();
    } finally {
      removal.mockRestore();
      log.mockRestore();
    }
  });
});

describe('who may change an ad’s images', () => {
  it('a visitor gets 401', async () => {
    const owner = await person(server);
    const ad = await newAd(server, owner.id);
    const res = await upload(server, ad.id, null, [{ name: 'x.png', data: await png() }]);
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHORIZED');
    expect((await send(server, 'DELETE', ad.id, null)).status).toBe(401);
  });

  it('someone else gets 403 for a public ad and 404 for a pending one, and nothing changes', async () => {
    const owner = await person(server);
    const stranger = await person(server);
    const approved = await newAd(server, owner.id);
    const pending = await newAd(server, owner.id, 'pending');
    const file = { name: 'intruder.png', data: await png() };
    expect((await upload(server, approved.id, stranger.cookie, [file])).status).toBe(403);
    expect((await send(server, 'DELETE', approved.id, stranger.cookie)).status).toBe(403);
    expect((await upload(server, pending.id, stranger.cookie, [file])).status).toBe(404);
    expect((await send(server, 'DELETE', pending.id, stranger.cookie)).status).toBe(404);
    for (const ad of [approved, pending]) {
      expect(await keysOf(server, ad.id)).toEqual([]);
      expect((await rowsOf(server, ad.id)).map((r) => r.storagePath)).toEqual([PLACEHOLDER_IMAGE_PATH]);
    }
    expect(await statusOf(server, approved.id)).toBe('approved');
  });

  it('an unknown ad answers 404', async () => {
    const owner = await person(server);
    const file = { name: 'x.png', data: await png() };
    expect((await upload(server, '00000000-0000-4000-8000-000000000000', owner.cookie, [file])).status).toBe(
      404,
    );
    expect((await upload(server, 'not-an-id', owner.cookie, [file])).status).toBe(404);
  });

  it('an owner’s change sends the ad back to pending; an admin’s keeps its status', async () => {
    const owner = await person(server);
    const ownersAd = await newAd(server, owner.id);
    expect(
      (await upload(server, ownersAd.id, owner.cookie, [{ name: 'a.png', data: await png() }])).status,
    ).toBe(200);
    expect(await statusOf(server, ownersAd.id)).toBe('pending');

    const removedByOwner = await newAd(server, owner.id);
    expect((await send(server, 'DELETE', removedByOwner.id, owner.cookie)).status).toBe(200);
    expect(await statusOf(server, removedByOwner.id)).toBe('pending');

    const adminsEdit = await newAd(server, owner.id);
    const res = await upload(server, adminsEdit.id, admin.cookie, [{ name: 'b.png', data: await png() }]);
    expect(res.status).toBe(200);
    expect(await statusOf(server, adminsEdit.id)).toBe('approved');
    expect((await send(server, 'DELETE', adminsEdit.id, admin.cookie)).status).toBe(200);
    expect(await statusOf(server, adminsEdit.id)).toBe('approved');
  });

  it('the 21st upload within an hour is refused with 429', async () => {
    const owner = await person(server);
    const ad = await newAd(server, owner.id);
    const file = { name: 'quick.txt', data: notAnImage };
    for (let i = 0; i < 20; i++) expect((await upload(server, ad.id, owner.cookie, [file])).status).toBe(400);
    const res = await upload(server, ad.id, owner.cookie, [{ name: 'ok.png', data: await png() }]);
    expect(res.status).toBe(429);
    expect(res.body.error.code).toBe('RATE_LIMITED');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await keysOf(server, ad.id)).toEqual([]);
  });
});

describe('serving uploaded images', () => {
  it('answers image/webp with nosniff and a long immutable max-age', async () => {
    const owner = await person(server);
    const ad = await newAd(server, owner.id);
    const res = await upload(server, ad.id, owner.cookie, [{ name: 'served.png', data: await png() }]);
    const image = await fetch(`${server.url}${res.body[0].storage_path}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('cache-control')).toMatch(/max-age=31536000/);
    expect(image.headers.get('cache-control')).toContain('immutable');
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).format).toBe('webp');
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
    const owner = await person(small);
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

describe('the OpenAPI document', () => {
  it('describes the upload (multipart) and the removal', async () => {
    const doc = await (await fetch(`${server.url}/api/openapi.json`)).json();
    const path = doc.paths['/v1/ads/{id}/images'];
    expect(Object.keys(path).sort()).toEqual(['delete', 'post']);
    const form = path.post.requestBody.content['multipart/form-data'].schema;
    expect(JSON.stringify(form)).toContain('"format":"binary"');
    expect(Object.keys(path.post.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404', '413', '429']),
    );
  });
});
