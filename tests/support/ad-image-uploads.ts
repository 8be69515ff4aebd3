import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { adImages, advertisements } from '../../server/db/schema/ads';
import { STORAGE_BUCKET } from '../../shared/constants';
import { categoryBySlug, createAd, createCity } from './factories';
import { startTestServer, type TestServer } from './test-server';

// For the tests of an ad's images (ad-images-pipeline, ad-images-access): the server, the uploads,
// what ends up stored, and the pictures to send.

/** A test server with a city and a category (electronics) for the ads its tests make. */
export async function startAdImageServer(extraEnv: Record<string, string> = {}) {
  const server = await startTestServer(extraEnv);
  const { db } = server.deps;
  const city = await createCity(db);
  const category = await categoryBySlug(db, 'electronics');
  return Object.assign(server, { place: { cityId: city.id, categoryId: category.id } });
}

export type AdImageServer = Awaited<ReturnType<typeof startAdImageServer>>;

export function newAd(on: AdImageServer, userId: string, status: 'approved' | 'pending' = 'approved') {
  return createAd(on.deps.db, { userId, ...on.place, status });
}

export interface Upload {
  name: string;
  data: Buffer;
  type?: string;
}

/** POST (files as multipart `images`) or DELETE /api/v1/ads/{id}/images, from the site's origin. */
export async function send(
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

export const upload = (on: TestServer, adId: string, cookie: string | null, files: Upload[], lang = 'en') =>
  send(on, 'POST', adId, cookie, files, lang);

export const rowsOf = (on: TestServer, adId: string) =>
  on.deps.db.select().from(adImages).where(eq(adImages.adId, adId));

export const keysOf = (on: TestServer, adId: string) => on.deps.storage.list(`ads/${adId}/`);

export async function statusOf(on: TestServer, adId: string) {
  const [ad] = await on.deps.db.select().from(advertisements).where(eq(advertisements.id, adId));
  return ad?.status;
}

export const keyOfPath = (path: string) => path.replace(`/media/${STORAGE_BUCKET}/`, '');

export async function storedImage(on: TestServer, key: string) {
  const object = await on.deps.storage.get(key);
  if (!object) throw new Error(`nothing stored at ${key}`);
  return { ...object, metadata: await sharp(object.data).metadata() };
}

/** A camera photo: stored landscape with "rotate 90° clockwise" (orientation 6), with GPS and camera data. */
export function cameraJpeg(width: number, height: number) {
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

export const png = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 4, background: '#36c' } })
    .png()
    .toBuffer();

export const notAnImage = Buffer.from('Dear buyer,\nthis is a plain text note, not a photo.\n');
