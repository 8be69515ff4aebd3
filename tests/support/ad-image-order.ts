import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { advertisements } from '../../server/db/schema/ads';
import * as adsApi from '../../shared/api/ads';
import { apiPath } from '../../shared/api/operation';
import { type AdImageServer, type ApiImage, newAd, png, type Upload, upload } from './ad-image-uploads';
import { signedInPerson } from './factories';
import { getJson } from './http';

// For the tests of an ad's image allowance and of uploads with `order` (ad-image-allowance,
// ad-images-order, ad-images-order-refusals): paid ads, ads with photos, and what the API lists.

export const DAY = 24 * 60 * 60 * 1000;

/** Marks the ad paid until the given time (past or future). */
export async function makePaid(server: AdImageServer, adId: string, paidUntil = new Date(Date.now() + DAY)) {
  await server.deps.db
    .update(advertisements)
    .set({ isPaid: true, paidUntil })
    .where(eq(advertisements.id, adId));
}

export const photos = (...names: string[]): Promise<Upload[]> =>
  Promise.all(names.map(async (name, i) => ({ name: `${name}.png`, data: await png(40 + i, 30) })));

export const saved = (image: ApiImage) => `saved:${image.id}`;

/** A new ad (paid or free) of a new owner with the named photos, uploaded by an admin so it stays approved. */
export async function adWithPhotos(server: AdImageServer, { paid }: { paid: boolean }, ...names: string[]) {
  const owner = await signedInPerson(server);
  const admin = await signedInPerson(server, 'admin');
  const ad = await newAd(server, owner.id);
  if (paid) await makePaid(server, ad.id);
  const res = await upload(server, ad.id, admin.cookie, await photos(...names));
  expect(res.status).toBe(200);
  return { owner, admin, ad, images: res.body as ApiImage[] };
}

export async function paidAdWithThreePhotos(server: AdImageServer) {
  const fixture = await adWithPhotos(server, { paid: true }, 'a', 'b', 'c');
  const [a, b, c] = fixture.images;
  if (!a || !b || !c) throw new Error('three photos expected');
  return { ...fixture, a, b, c };
}

/** The ad's images as the API lists them (primary first, then in their stored order). */
export async function listedImages(server: AdImageServer, adId: string, cookie: string): Promise<ApiImage[]> {
  const res = await getJson(`${server.url}${apiPath(adsApi.getAd, { params: { id: adId } })}`, {
    headers: { cookie },
  });
  expect(res.status).toBe(200);
  return res.body.images;
}
