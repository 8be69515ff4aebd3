import { describe, expect, it } from 'vitest';
import { API_DOCUMENT } from '../../../shared/api/operation';
import {
  adWithPhotos,
  listedImages,
  paidAdWithThreePhotos,
  photos,
  saved,
} from '../../support/ad-image-order';
import {
  type ApiImage,
  imageStateOf,
  keysOf,
  keysOfImages,
  rowsOf,
  startAdImageServer,
  statusOf,
  storedFilesOf,
  uploadInOrder,
} from '../../support/ad-image-uploads';
import { getJson } from '../../support/http';
import { setupServer } from '../../support/setup-server';

// An upload with `order`: saved images kept as they are (same rows, same files) beside new files, in
// the chosen order; reordering and dropping without any file. Refused orders:
// ad-images-order-refusals.test.ts. What becomes of a new file itself: ad-images-pipeline.test.ts.

const shared = setupServer(() => startAdImageServer({ MAX_PAID_AD_IMAGES: '3' }));

describe('keeping saved images beside new ones', () => {
  it('keeps two saved images and adds a new one in the chosen order, dropping the third', async () => {
    const { owner, ad, a, b, c } = await paidAdWithThreePhotos(shared.server);
    const before = { a: await storedFilesOf(shared.server, a), c: await storedFilesOf(shared.server, c) };

    const res = await uploadInOrder(
      shared.server,
      ad.id,
      owner.cookie,
      [saved(c), 'new:0', saved(a)],
      await photos('d'),
    );
    expect(res.status).toBe(200);
    const [first, added, last] = res.body as ApiImage[];
    expect(res.body).toHaveLength(3);
    expect(first).toEqual({ ...c, is_primary: true });
    expect(added?.storage_path).toMatch(/\/d-[0-9a-f]{10}-full\.webp$/);
    expect(last).toEqual({ ...a, is_primary: false });
    expect((res.body as ApiImage[]).map((image) => image.is_primary)).toEqual([true, false, false]);

    expect(await listedImages(shared.server, ad.id, owner.cookie)).toEqual(res.body);
    expect(await storedFilesOf(shared.server, c)).toEqual(before.c);
    expect(await storedFilesOf(shared.server, a)).toEqual(before.a);
    expect(await storedFilesOf(shared.server, b)).toEqual({ full: null, thumb: null });
    expect((await keysOf(shared.server, ad.id)).sort()).toEqual(keysOfImages(res.body));
    expect(await rowsOf(shared.server, ad.id)).toHaveLength(3);
  });

  it('reorders the saved images without any file: a new primary, nothing written', async () => {
    const { owner, ad, a, b, c } = await paidAdWithThreePhotos(shared.server);
    const keysBefore = (await keysOf(shared.server, ad.id)).sort();
    const filesBefore = await Promise.all([a, b, c].map((image) => storedFilesOf(shared.server, image)));

    const res = await uploadInOrder(shared.server, ad.id, owner.cookie, [saved(b), saved(c), saved(a)]);
    expect(res.status).toBe(200);
    const expected = [
      { ...b, is_primary: true },
      { ...c, is_primary: false },
      { ...a, is_primary: false },
    ];
    expect(res.body).toEqual(expected);
    expect(await listedImages(shared.server, ad.id, owner.cookie)).toEqual(expected);
    expect((await keysOf(shared.server, ad.id)).sort()).toEqual(keysBefore);
    expect(await Promise.all([a, b, c].map((image) => storedFilesOf(shared.server, image)))).toEqual(
      filesBefore,
    );
  });

  it('drops the saved images left out of the order, without any file', async () => {
    const { owner, ad, a, b, c } = await paidAdWithThreePhotos(shared.server);
    const res = await uploadInOrder(shared.server, ad.id, owner.cookie, [saved(c)]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([{ ...c, is_primary: true }]);
    expect((await keysOf(shared.server, ad.id)).sort()).toEqual(keysOfImages([c]));
    for (const gone of [a, b])
      expect(await storedFilesOf(shared.server, gone)).toEqual({ full: null, thumb: null });
  });
});

describe('the ad’s allowance', () => {
  it('a free ad keeps only the first entry: a saved image stays, the file after it is not stored', async () => {
    const { owner, ad, images } = await adWithPhotos(shared.server, { paid: false }, 'a');
    const [a] = images;
    if (!a) throw new Error('one photo expected');
    const keysBefore = (await keysOf(shared.server, ad.id)).sort();

    const res = await uploadInOrder(
      shared.server,
      ad.id,
      owner.cookie,
      [saved(a), 'new:0'],
      await photos('b'),
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual([a]);
    expect((await keysOf(shared.server, ad.id)).sort()).toEqual(keysBefore);
  });

  it('a free ad keeps only the first entry: a new file first replaces the saved image', async () => {
    const { owner, ad, images } = await adWithPhotos(shared.server, { paid: false }, 'a');
    const [a] = images;
    if (!a) throw new Error('one photo expected');

    const res = await uploadInOrder(
      shared.server,
      ad.id,
      owner.cookie,
      ['new:0', saved(a)],
      await photos('b'),
    );
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    expect(res.body[0].storage_path).toMatch(/\/b-[0-9a-f]{10}-full\.webp$/);
    expect(await storedFilesOf(shared.server, a)).toEqual({ full: null, thumb: null });
    expect((await keysOf(shared.server, ad.id)).sort()).toEqual(keysOfImages(res.body));
  });

  it('a paid ad keeps up to MAX_PAID_AD_IMAGES entries: a fourth one is not stored', async () => {
    const { owner, ad, a, b, c } = await paidAdWithThreePhotos(shared.server);
    const keysBefore = (await keysOf(shared.server, ad.id)).sort();
    const order = [saved(c), saved(b), saved(a), 'new:0'];

    const res = await uploadInOrder(shared.server, ad.id, owner.cookie, order, await photos('d'));
    expect(res.status).toBe(200);
    expect(res.body.map((image: ApiImage) => image.id)).toEqual([c.id, b.id, a.id]);
    expect((await keysOf(shared.server, ad.id)).sort()).toEqual(keysBefore);
  });
});

describe('who may reorder an ad’s images', () => {
  it('an owner’s change sends the ad back to pending; an admin’s keeps its status', async () => {
    const { owner, admin, ad, a, b, c } = await paidAdWithThreePhotos(shared.server);
    const byAdmin = await uploadInOrder(shared.server, ad.id, admin.cookie, [saved(b), saved(a), saved(c)]);
    expect(byAdmin.status).toBe(200);
    expect(await statusOf(shared.server, ad.id)).toBe('approved');

    const byOwner = await uploadInOrder(shared.server, ad.id, owner.cookie, [saved(c), saved(b)]);
    expect(byOwner.status).toBe(200);
    expect(await statusOf(shared.server, ad.id)).toBe('pending');
  });

  it('a visitor gets 401 and nothing changes', async () => {
    const { ad, a, b } = await paidAdWithThreePhotos(shared.server);
    const before = await imageStateOf(shared.server, ad.id);
    const res = await uploadInOrder(shared.server, ad.id, null, [saved(b), saved(a)]);
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHORIZED');
    expect(await imageStateOf(shared.server, ad.id)).toEqual(before);
  });
});

describe('the OpenAPI document', () => {
  it('documents the order field beside the files', async () => {
    const doc = (await getJson(`${shared.server.url}${API_DOCUMENT.openapi}`)).body;
    const form = doc.paths['/v1/ads/{id}/images'].post.requestBody.content['multipart/form-data'].schema;
    expect(Object.keys(form.properties).sort()).toEqual(['images', 'order']);
    expect(form.required ?? []).toEqual([]);
    expect(form.properties.order.description).toContain('saved:<imageId>');
    expect(form.properties.order.description).toContain('new:<n>');
  });
});
