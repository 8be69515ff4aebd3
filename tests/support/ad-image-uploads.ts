import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { adImages, advertisements } from '../../server/db/schema/ads';
import { categories } from '../../server/db/schema/catalog';
import * as adsApi from '../../shared/api/ads';
import { apiPath } from '../../shared/api/operation';
import { STORAGE_BUCKET } from '../../shared/constants';
import { categoryBySlug, createAd, createCity } from './factories';
import { startTestServer, type TestServer } from './test-server';

// For the tests of an ad's images (ad-images-pipeline, ad-images-access, ad-images-order, ...): the server, the uploads,
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

/** An ad in a new community category (churches, community organisations): many images, free. */
export async function communityAd(
  on: AdImageServer,
  userId: string,
  status: 'approved' | 'pending' = 'approved',
) {
  const slug = `community-${randomUUID().slice(0, 8)}`;
  const [category] = await on.deps.db
    .insert(categories)
    .values({ nameEn: `Church ${slug}`, nameUk: `Церква ${slug}`, slug, isCommunity: true })
    .returning();
  if (!category) throw new Error('category not created');
  return createAd(on.deps.db, { userId, cityId: on.place.cityId, categoryId: category.id, status });
}

export function newAd(on: AdImageServer, userId: string, status: 'approved' | 'pending' = 'approved') {
  return createAd(on.deps.db, { userId, ...on.place, status });
}

export interface Upload {
  name: string;
  data: Buffer;
  type?: string;
}

export interface SendOptions {
  lang?: string;
  /** The multipart `order` entries (`saved:<imageId>`, `new:<n>`), one field each, sent after the files. */
  order?: string[];
}

/** POST (files as multipart `images`) or DELETE /api/v1/ads/{id}/images, from the site's origin. */
export async function send(
  on: TestServer,
  method: 'POST' | 'DELETE',
  adId: string,
  cookie: string | null,
  files: Upload[] = [],
  { lang = 'en', order }: SendOptions = {},
) {
  const form = new FormData();
  for (const file of files) {
    form.append(
      'images',
      new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/jpeg' }),
      file.name,
    );
  }
  for (const entry of order ?? []) form.append('order', entry);
  const op = method === 'POST' ? adsApi.setAdImages : adsApi.removeAdImages;
  const res = await fetch(`${on.url}${apiPath(op, { params: { id: adId } })}`, {
    method,
    headers: { origin: on.url, 'accept-language': lang, ...(cookie ? { cookie } : {}) },
    ...(method === 'POST' ? { body: form } : {}),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
}

export const upload = (on: TestServer, adId: string, cookie: string | null, files: Upload[], lang = 'en') =>
  send(on, 'POST', adId, cookie, files, { lang });

/** POST with `order`: the ad's images become these entries, `new:<n>` being the n-th of `files`. */
export const uploadInOrder = (
  on: TestServer,
  adId: string,
  cookie: string | null,
  order: string[],
  files: Upload[] = [],
) => send(on, 'POST', adId, cookie, files, { order });

export const rowsOf = (on: TestServer, adId: string) =>
  on.deps.db.select().from(adImages).where(eq(adImages.adId, adId));

export const keysOf = (on: TestServer, adId: string) => on.deps.storage.list(`ads/${adId}/`);

export async function statusOf(on: TestServer, adId: string) {
  const [ad] = await on.deps.db.select().from(advertisements).where(eq(advertisements.id, adId));
  return ad?.status;
}

export const keyOfPath = (path: string) => path.replace(`/media/${STORAGE_BUCKET}/`, '');

/** An image as the API hands it out. */
export interface ApiImage {
  id: string;
  storage_path: string;
  thumbnail_path: string;
  is_primary: boolean;
}

/** The storage keys of the given images' files (full size and thumbnail), sorted. */
export const keysOfImages = (images: ApiImage[]) =>
  images.flatMap((image) => [keyOfPath(image.storage_path), keyOfPath(image.thumbnail_path)]).sort();

const storedBytes = async (on: TestServer, key: string) => (await on.deps.storage.get(key))?.data ?? null;

/** The stored bytes of an image's full size and thumbnail (null for each that is not stored). */
export const storedFilesOf = async (on: TestServer, image: ApiImage) => ({
  full: await storedBytes(on, keyOfPath(image.storage_path)),
  thumb: await storedBytes(on, keyOfPath(image.thumbnail_path)),
});

/** Everything about an ad's images that a refused request must leave as it was: rows, files (names and bytes), status. */
export async function imageStateOf(on: TestServer, adId: string) {
  const rows = (await rowsOf(on, adId))
    .map((row) => ({ id: row.id, path: row.storagePath, primary: row.isPrimary }))
    .sort((x, y) => x.id.localeCompare(y.id));
  const keys = (await keysOf(on, adId)).sort();
  const bytes = await Promise.all(keys.map((key) => storedBytes(on, key)));
  return { rows, keys, bytes, status: await statusOf(on, adId) };
}

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
