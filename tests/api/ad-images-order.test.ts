import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adImages, advertisements } from '../../server/db/schema/ads';
import { PLACEHOLDER_IMAGE_PATH } from '../../shared/constants';
import {
  type AdImageServer,
  type ApiImage,
  imageStateOf,
  keysOf,
  keysOfImages,
  newAd,
  notAnImage,
  png,
  rowsOf,
  send,
  startAdImageServer,
  statusOf,
  storedFilesOf,
  type Upload,
  upload,
  uploadInOrder,
} from '../support/ad-image-uploads';
import { signedInPerson } from '../support/factories';
import { getJson } from '../support/http';

// An upload with `order`: saved images kept as they are (same rows, same files) beside new files, in
// the chosen order; reordering and dropping without any file; the orders that are refused, and that a
// refusal changes nothing. What becomes of a new file itself: ad-images-pipeline.test.ts.

let server: AdImageServer;

beforeAll(async () => {
  server = await startAdImageServer({ MAX_PAID_AD_IMAGES: '3' });
});
afterAll(() => server?.close());

const DAY = 24 * 60 * 60 * 1000;

const photos = (...names: string[]): Promise<Upload[]> =>
  Promise.all(names.map(async (name, i) => ({ name: `${name}.png`, data: await png(40 + i, 30) })));

const saved = (image: ApiImage) => `saved:${image.id}`;

/** A new ad (paid or free) of a new owner with the named photos, uploaded by an admin so it stays approved. */
async function adWithPhotos({ paid }: { paid: boolean }, ...names: string[]) {
  const owner = await signedInPerson(server);
  const admin = await signedInPerson(server, 'admin');
  const ad = await newAd(server, owner.id);
  if (paid)
    await server.deps.db
      .update(advertisements)
      .set({ isPaid: true, paidUntil: new Date(Date.now() + DAY) })
      .where(eq(advertisements.id, ad.id));
  const res = await upload(server, ad.id, admin.cookie, await photos(...names));
  expect(res.status).toBe(200);
  return { owner, admin, ad, images: res.body as ApiImage[] };
}

async function paidAdWithThreePhotos() {
  const fixture = await adWithPhotos({ paid: true }, 'a', 'b', 'c');
  const [a, b, c] = fixture.images;
  if (!a || !b || !c) throw new Error('three photos expected');
  return { ...fixture, a, b, c };
}

/** The ad's images as the API lists them (primary first, then in their stored order). */
async function listedImages(adId: string, cookie: string): Promise<ApiImage[]> {
  const res = await getJson(`${server.url}/api/v1/ads/${adId}`, { headers: { cookie } });
  expect(res.status).toBe(200);
  return res.body.images;
}

describe('keeping saved images beside new ones', () => {
  it('keeps two saved images and adds a new one in the chosen order, dropping the third', async () => {
    const { owner, ad, a, b, c } = await paidAdWithThreePhotos();
    const before = { a: await storedFilesOf(server, a), c: await storedFilesOf(server, c) };

    const res = await uploadInOrder(
      server,
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

    expect(await listedImages(ad.id, owner.cookie)).toEqual(res.body);
    expect(await storedFilesOf(server, c)).toEqual(before.c);
    expect(await storedFilesOf(server, a)).toEqual(before.a);
    expect(await storedFilesOf(server, b)).toEqual({ full: null, thumb: null });
    expect((await keysOf(server, ad.id)).sort()).toEqual(keysOfImages(res.body));
    expect(await rowsOf(server, ad.id)).toHaveLength(3);
  });

  it('reorders the saved images without any file: a new primary, nothing written', async () => {
    const { owner, ad, a, b, c } = await paidAdWithThreePhotos();
    const keysBefore = (await keysOf(server, ad.id)).sort();
    const filesBefore = await Promise.all([a, b, c].map((image) => storedFilesOf(server, image)));

    const res = await uploadInOrder(server, ad.id, owner.cookie, [saved(b), saved(c), saved(a)]);
    expect(res.status).toBe(200);
    const expected = [
      { ...b, is_primary: true },
      { ...c, is_primary: false },
      { ...a, is_primary: false },
    ];
    expect(res.body).toEqual(expected);
    expect(await listedImages(ad.id, owner.cookie)).toEqual(expected);
    expect((await keysOf(server, ad.id)).sort()).toEqual(keysBefore);
    expect(await Promise.all([a, b, c].map((image) => storedFilesOf(server, image)))).toEqual(filesBefore);
  });

  it('drops the saved images left out of the order, without any file', async () => {
    const { owner, ad, a, b, c } = await paidAdWithThreePhotos();
    const res = await uploadInOrder(server, ad.id, owner.cookie, [saved(c)]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([{ ...c, is_primary: true }]);
    expect((await keysOf(server, ad.id)).sort()).toEqual(keysOfImages([c]));
    for (const gone of [a, b]) expect(await storedFilesOf(server, gone)).toEqual({ full: null, thumb: null });
  });
});

describe('the ad’s allowance', () => {
  it('a free ad keeps only the first entry: a saved image stays, the file after it is not stored', async () => {
    const { owner, ad, images } = await adWithPhotos({ paid: false }, 'a');
    const [a] = images;
    if (!a) throw new Error('one photo expected');
    const keysBefore = (await keysOf(server, ad.id)).sort();

    const res = await uploadInOrder(server, ad.id, owner.cookie, [saved(a), 'new:0'], await photos('b'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual([a]);
    expect((await keysOf(server, ad.id)).sort()).toEqual(keysBefore);
  });

  it('a free ad keeps only the first entry: a new file first replaces the saved image', async () => {
    const { owner, ad, images } = await adWithPhotos({ paid: false }, 'a');
    const [a] = images;
    if (!a) throw new Error('one photo expected');

    const res = await uploadInOrder(server, ad.id, owner.cookie, ['new:0', saved(a)], await photos('b'));
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    expect(res.body[0].storage_path).toMatch(/\/b-[0-9a-f]{10}-full\.webp$/);
    expect(await storedFilesOf(server, a)).toEqual({ full: null, thumb: null });
    expect((await keysOf(server, ad.id)).sort()).toEqual(keysOfImages(res.body));
  });

  it('a paid ad keeps up to MAX_PAID_AD_IMAGES entries: a fourth one is not stored', async () => {
    const { owner, ad, a, b, c } = await paidAdWithThreePhotos();
    const keysBefore = (await keysOf(server, ad.id)).sort();
    const order = [saved(c), saved(b), saved(a), 'new:0'];

    const res = await uploadInOrder(server, ad.id, owner.cookie, order, await photos('d'));
    expect(res.status).toBe(200);
    expect(res.body.map((image: ApiImage) => image.id)).toEqual([c.id, b.id, a.id]);
    expect((await keysOf(server, ad.id)).sort()).toEqual(keysBefore);
  });
});

describe('orders that are refused, changing nothing', () => {
  const ORDER_REFUSED = 'The order of the photos is not valid or out of date. Reload the page and try again';

  async function expectRefused(
    adId: string,
    request: () => Promise<{ status: number; body: { error: unknown } }>,
    message = ORDER_REFUSED,
  ) {
    const before = await imageStateOf(server, adId);
    const res = await request();
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'VALIDATION_FAILED', message, fields: { images: message } });
    expect(await imageStateOf(server, adId)).toEqual(before);
  }

  it('an image of another ad (someone else’s, or the same owner’s) and the placeholder', async () => {
    const { owner, ad, a } = await paidAdWithThreePhotos();
    const [strangersImage] = (await adWithPhotos({ paid: true }, 'stranger')).images;
    const ownersOtherAd = await newAd(server, owner.id);
    const [ownersOtherImage] = (await upload(server, ownersOtherAd.id, owner.cookie, await photos('other')))
      .body;
    const adWithoutPicture = await newAd(server, owner.id);
    const [placeholder] = await rowsOf(server, adWithoutPicture.id);
    if (!strangersImage || !ownersOtherImage || !placeholder) throw new Error('images expected');
    expect(placeholder.storagePath).toBe(PLACEHOLDER_IMAGE_PATH);

    for (const otherId of [strangersImage.id, ownersOtherImage.id, placeholder.id])
      await expectRefused(ad.id, () =>
        uploadInOrder(server, ad.id, owner.cookie, [saved(a), `saved:${otherId}`]),
      );
    const x = await photos('x');
    await expectRefused(adWithoutPicture.id, () =>
      uploadInOrder(server, adWithoutPicture.id, owner.cookie, [`saved:${placeholder.id}`, 'new:0'], x),
    );
  });

  it('an entry given twice, a file out of range or placed nowhere', async () => {
    const { owner, ad, a } = await paidAdWithThreePhotos();
    const one = await photos('x');
    const two = await photos('x', 'y');
    await expectRefused(ad.id, () => uploadInOrder(server, ad.id, owner.cookie, [saved(a), saved(a)]));
    const sameInCapitals = `saved:${a.id.toUpperCase()}`;
    await expectRefused(ad.id, () => uploadInOrder(server, ad.id, owner.cookie, [saved(a), sameInCapitals]));
    await expectRefused(ad.id, () => uploadInOrder(server, ad.id, owner.cookie, ['new:0', 'new:0'], one));
    await expectRefused(ad.id, () => uploadInOrder(server, ad.id, owner.cookie, [saved(a), 'new:1'], one));
    await expectRefused(ad.id, () => uploadInOrder(server, ad.id, owner.cookie, ['new:0'], []));
    await expectRefused(ad.id, () => uploadInOrder(server, ad.id, owner.cookie, [saved(a)], one));
    await expectRefused(ad.id, () => uploadInOrder(server, ad.id, owner.cookie, ['new:1'], two));
  });

  it('entries that are neither saved:<id> nor new:<n>, in both languages', async () => {
    const { owner, ad, a } = await paidAdWithThreePhotos();
    const one = await photos('x');
    for (const garbage of ['first', '', 'saved:not-an-id', `saved: ${a.id}`, 'new:-1', 'new:01', 'NEW:0'])
      await expectRefused(ad.id, () => uploadInOrder(server, ad.id, owner.cookie, ['new:0', garbage], one));
    await expectRefused(
      ad.id,
      () => send(server, 'POST', ad.id, owner.cookie, [], { lang: 'uk', order: ['garbage'] }),
      'Порядок фото некоректний або застарів. Оновіть сторінку й спробуйте ще раз',
    );
  });

  it('an order sent as a file', async () => {
    const { owner, ad, a } = await paidAdWithThreePhotos();
    const form = new FormData();
    form.append('order', new Blob([saved(a)], { type: 'text/plain' }), 'order.txt');
    const request = () =>
      fetch(`${server.url}/api/v1/ads/${ad.id}/images`, {
        method: 'POST',
        headers: { origin: server.url, 'accept-language': 'en', cookie: owner.cookie },
        body: form,
      }).then(async (res) => ({ status: res.status, body: await res.json() }));
    await expectRefused(ad.id, request);
  });

  it('nothing to keep: neither a file nor an order', async () => {
    const { owner, ad } = await paidAdWithThreePhotos();
    await expectRefused(
      ad.id,
      () => uploadInOrder(server, ad.id, owner.cookie, []),
      'Choose an image to upload',
    );
  });

  it('a new file that is not an image, beside saved ones', async () => {
    const { owner, ad, a } = await paidAdWithThreePhotos();
    const before = await imageStateOf(server, ad.id);
    const res = await uploadInOrder(
      server,
      ad.id,
      owner.cookie,
      [saved(a), 'new:0'],
      [{ name: 'notes.png', data: notAnImage }],
    );
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('INVALID_IMAGE');
    expect(await imageStateOf(server, ad.id)).toEqual(before);
  });

  it('a saved image removed while the new file is being stored: refused, the new file removed', async () => {
    const { owner, ad, a, b } = await paidAdWithThreePhotos();
    const storage = server.deps.storage;
    const put = storage.put.bind(storage);
    const removeMeanwhile = vi.spyOn(storage, 'put').mockImplementation(async (...args) => {
      await server.deps.db.delete(adImages).where(eq(adImages.id, a.id));
      return put(...args);
    });
    try {
      const before = await imageStateOf(server, ad.id);
      const res = await uploadInOrder(
        server,
        ad.id,
        owner.cookie,
        [saved(a), 'new:0', saved(b)],
        await photos('d'),
      );
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toEqual({ images: ORDER_REFUSED });
      expect(removeMeanwhile).toHaveBeenCalled();
      const after = await imageStateOf(server, ad.id);
      expect(after).toEqual({ ...before, rows: before.rows.filter((row) => row.id !== a.id) });
    } finally {
      removeMeanwhile.mockRestore();
    }
  });
});

describe('who may reorder an ad’s images', () => {
  it('an owner’s change sends the ad back to pending; an admin’s keeps its status', async () => {
    const { owner, admin, ad, a, b, c } = await paidAdWithThreePhotos();
    const byAdmin = await uploadInOrder(server, ad.id, admin.cookie, [saved(b), saved(a), saved(c)]);
    expect(byAdmin.status).toBe(200);
    expect(await statusOf(server, ad.id)).toBe('approved');

    const byOwner = await uploadInOrder(server, ad.id, owner.cookie, [saved(c), saved(b)]);
    expect(byOwner.status).toBe(200);
    expect(await statusOf(server, ad.id)).toBe('pending');
  });

  it('a visitor gets 401 and nothing changes', async () => {
    const { ad, a, b } = await paidAdWithThreePhotos();
    const before = await imageStateOf(server, ad.id);
    const res = await uploadInOrder(server, ad.id, null, [saved(b), saved(a)]);
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHORIZED');
    expect(await imageStateOf(server, ad.id)).toEqual(before);
  });
});

describe('the OpenAPI document', () => {
  it('documents the order field beside the files', async () => {
    const doc = await (await fetch(`${server.url}/api/openapi.json`)).json();
    const form = doc.paths['/v1/ads/{id}/images'].post.requestBody.content['multipart/form-data'].schema;
    expect(Object.keys(form.properties).sort()).toEqual(['images', 'order']);
    expect(form.required ?? []).toEqual([]);
    expect(form.properties.order.description).toContain('saved:<imageId>');
    expect(form.properties.order.description).toContain('new:<n>');
  });
});
