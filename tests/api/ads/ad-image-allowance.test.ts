import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as adminCatalogApi from '../../../shared/api/admin-catalog';
import * as adsApi from '../../../shared/api/ads';
import * as catalogApi from '../../../shared/api/catalog';
import { apiPath } from '../../../shared/api/operation';
import * as siteApi from '../../../shared/api/site';
import {
  COMMUNITY_AD_MAX_IMAGES,
  IMAGE_VARIANT_SIZES,
  MAX_IMAGES_PER_UPLOAD,
} from '../../../shared/constants';
import { DAY, makePaid } from '../../support/ad-image-order';
import {
  type AdImageServer,
  communityAd,
  keysOf,
  newAd,
  png,
  rowsOf,
  send,
  startAdImageServer,
  upload,
} from '../../support/ad-image-uploads';
import { auditRowsFor, catalogClient, categoryBody } from '../../support/catalog-support';
import { createAd, signedInPerson } from '../../support/factories';
import { getJson } from '../../support/http';
import { controlClock } from '../../support/placement-support';

// How many images an ad may carry (1 free, MAX_PAID_AD_IMAGES while paid, COMMUNITY_AD_MAX_IMAGES in
// a community category, free) and the thumbnails the API hands out beside each full-size image.

let server: AdImageServer;

beforeAll(async () => {
  server = await startAdImageServer({ MAX_PAID_AD_IMAGES: '3' });
});
afterAll(() => server?.close());

async function adPaidUntil(ownerId: string, paidUntil: Date) {
  const ad = await newAd(server, ownerId);
  await makePaid(server, ad.id, paidUntil);
  return ad;
}

const fourPhotos = async () =>
  Promise.all(
    ['a', 'b', 'c', 'd'].map(async (name, i) => ({ name: `${name}.png`, data: await png(40 + i, 30) })),
  );

describe('image allowance', () => {
  it('a paid ad keeps up to MAX_PAID_AD_IMAGES, the first one primary', async () => {
    const owner = await signedInPerson(server);
    const ad = await adPaidUntil(owner.id, new Date(Date.now() + DAY));
    const res = await upload(server, ad.id, owner.cookie, await fourPhotos());
    expect(res.status).toBe(200);
    expect(res.body.map((image: { storage_path: string }) => image.storage_path)).toEqual([
      expect.stringContaining('/a-'),
      expect.stringContaining('/b-'),
      expect.stringContaining('/c-'),
    ]);
    expect(res.body.map((image: { is_primary: boolean }) => image.is_primary)).toEqual([true, false, false]);
    expect(await rowsOf(server, ad.id)).toHaveLength(3);
    expect(await keysOf(server, ad.id)).toHaveLength(6);
  });

  it('an ad whose paid period has passed is back to one image', async () => {
    const owner = await signedInPerson(server);
    const ad = await adPaidUntil(owner.id, new Date(Date.now() - DAY));
    const res = await upload(server, ad.id, owner.cookie, await fourPhotos());
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    expect(await rowsOf(server, ad.id)).toHaveLength(1);
  });

  it('a free ad keeps only its first image', async () => {
    const owner = await signedInPerson(server);
    const ad = await newAd(server, owner.id);
    const res = await upload(server, ad.id, owner.cookie, await fourPhotos());
    expect(res.status).toBe(200);
    expect(res.body.map((image: { storage_path: string }) => image.storage_path)).toEqual([
      expect.stringContaining('/a-'),
    ]);
  });

  it('counts a paid period as over once the clock passes it, with no job run', async () => {
    const clock = controlClock(server);
    const start = clock.now();
    try {
      const owner = await signedInPerson(server);
      const ad = await adPaidUntil(owner.id, clock.at(DAY));
      expect(await upload(server, ad.id, owner.cookie, await fourPhotos())).toMatchObject({ status: 200 });
      expect(await rowsOf(server, ad.id)).toHaveLength(3);
      clock.set(clock.at(2 * DAY));
      const res = await upload(server, ad.id, owner.cookie, await fourPhotos());
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(1);
    } finally {
      clock.set(start);
    }
  });

  it('an ad in a community category carries many images, free, while the admin keeps the flag on', async () => {
    const admin = await signedInPerson(server, 'admin');
    const owner = await signedInPerson(server);
    const catalog = catalogClient(server, admin.cookie);
    const added = await catalog.addCategory(categoryBody({ is_community: true }));
    expect(added.status).toBe(201);
    expect(added.body.is_community).toBe(true);
    const church = await createAd(server.deps.db, {
      userId: owner.id,
      cityId: server.place.cityId,
      categoryId: added.body.id,
    });
    const many = [...(await fourPhotos()), ...(await fourPhotos())].map((photo, i) => ({
      ...photo,
      name: `p${i}.png`,
    }));
    const res = await upload(server, church.id, owner.cookie, many);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(8);
    const shown = await getJson(`${server.url}${apiPath(adsApi.getAd, { params: { id: church.id } })}`, {
      headers: { cookie: owner.cookie },
    });
    expect(shown.body).toMatchObject({ is_paid: false, category: { is_community: true } });
    expect(shown.body.images).toHaveLength(8);

    // The admin turns the flag off: the category's ads are back to the free allowance.
    const off = await catalog.send(adminCatalogApi.updateCategory, {
      params: { id: added.body.id },
      body: { is_community: false },
    });
    expect(off.status).toBe(200);
    expect(off.body.is_community).toBe(false);
    expect(await upload(server, church.id, owner.cookie, await fourPhotos())).toMatchObject({
      status: 200,
      body: [expect.anything()],
    });
    const [, update] = await auditRowsFor(server.deps.db, added.body.id);
    expect(update).toMatchObject({
      action: 'category.update',
      before: expect.objectContaining({ is_community: true }),
      after: expect.objectContaining({ is_community: false }),
    });
    const refused = await catalog.send(adminCatalogApi.updateCategory, {
      params: { id: added.body.id },
      body: { is_community: 'yes' },
    });
    expect(refused.status).toBe(400);
    const listed = await getJson(`${server.url}${apiPath(catalogApi.listCategories)}`);
    const row = listed.body.items.find((c: { id: string }) => c.id === added.body.id);
    expect(row.is_community).toBe(false);
  });

  it('a church ad takes 60 photos, free, sent 10 at a time, each request keeping the ones before', async () => {
    const owner = await signedInPerson(server);
    const church = await communityAd(server, owner.id);
    let saved: string[] = [];
    for (let round = 0; round < 6; round++) {
      const photos = await Promise.all(
        Array.from({ length: MAX_IMAGES_PER_UPLOAD }, async (_, i) => ({
          name: `r${round}-${i}.png`,
          data: await png(32 + i, 24 + round),
        })),
      );
      const res = await send(server, 'POST', church.id, owner.cookie, photos, {
        order: [...saved.map((id) => `saved:${id}`), ...photos.map((_, i) => `new:${i}`)],
      });
      expect(res.status).toBe(200);
      expect(res.body.slice(0, saved.length).map((image: { id: string }) => image.id)).toEqual(saved);
      saved = res.body.map((image: { id: string }) => image.id);
    }
    expect(saved).toHaveLength(60);
    const shown = await getJson(`${server.url}${apiPath(adsApi.getAd, { params: { id: church.id } })}`, {
      headers: { cookie: owner.cookie },
    });
    expect(shown.body).toMatchObject({ is_paid: false, category: { is_community: true } });
    expect(shown.body.images.map((image: { id: string }) => image.id)).toEqual(saved);
    expect(shown.body.images.at(-1).storage_path).toContain('/r5-9-');
    expect(await keysOf(server, church.id)).toHaveLength(120);
  });

  it("site-config tells the interface every allowance (a church's: only the safety bound)", async () => {
    const res = await getJson(`${server.url}${apiPath(siteApi.getSiteConfig)}`);
    expect(res.body.max_images).toEqual({ free: 1, paid: 3, community: COMMUNITY_AD_MAX_IMAGES });
    expect(COMMUNITY_AD_MAX_IMAGES).toBeGreaterThanOrEqual(500);
  });
});

describe('thumbnails', () => {
  it('each image comes with a served thumbnail, smaller than the full size', async () => {
    const owner = await signedInPerson(server);
    const ad = await newAd(server, owner.id);
    const big = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#c63' } })
      .jpeg()
      .toBuffer();
    const res = await upload(server, ad.id, owner.cookie, [{ name: 'Big Photo.jpg', data: big }]);
    const [image] = res.body;
    expect(image.thumbnail_path).toMatch(/-thumb\.webp$/);
    expect(image.storage_path).toMatch(/-full\.webp$/);

    const listed = await getJson(`${server.url}${apiPath(adsApi.getAd, { params: { id: ad.id } })}`, {
      headers: { cookie: owner.cookie },
    });
    expect(listed.body.images[0].thumbnail_path).toBe(image.thumbnail_path);
    const widths = [];
    for (const path of [image.thumbnail_path, image.storage_path]) {
      const file = await fetch(`${server.url}${path}`, { headers: { cookie: owner.cookie } });
      expect(file.headers.get('content-type')).toBe('image/webp');
      widths.push((await sharp(Buffer.from(await file.arrayBuffer())).metadata()).width);
    }
    expect(widths).toEqual([IMAGE_VARIANT_SIZES.thumb, IMAGE_VARIANT_SIZES.full]);
  });

  it('the placeholder is its own thumbnail', async () => {
    const owner = await signedInPerson(server);
    const ad = await newAd(server, owner.id);
    const res = await getJson(`${server.url}${apiPath(adsApi.getAd, { params: { id: ad.id } })}`);
    expect(res.body.images).toEqual([
      expect.objectContaining({ storage_path: '/smallbiz.png', thumbnail_path: '/smallbiz.png' }),
    ]);
  });
});
