import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { adImages } from '../../../server/db/schema/ads';
import * as adsApi from '../../../shared/api/ads';
import { apiPath } from '../../../shared/api/operation';
import { PLACEHOLDER_IMAGE_PATH } from '../../../shared/constants';
import { adWithPhotos, paidAdWithThreePhotos, photos, saved } from '../../support/ad-image-order';
import {
  imageStateOf,
  newAd,
  notAnImage,
  rowsOf,
  send,
  startAdImageServer,
  upload,
  uploadInOrder,
} from '../../support/ad-image-uploads';
import { getJson } from '../../support/http';
import { setupServer } from '../../support/setup-server';

// Uploads with an `order` that is refused (400), and that a refusal changes nothing: no row, no file,
// no status. The orders that are accepted: ad-images-order.test.ts.

const shared = setupServer(() => startAdImageServer({ MAX_PAID_AD_IMAGES: '3' }));

describe('orders that are refused, changing nothing', () => {
  const ORDER_REFUSED = 'The order of the photos is not valid or out of date. Reload the page and try again';

  async function expectRefused(
    adId: string,
    request: () => Promise<{ status: number; body: { error: unknown } }>,
    message = ORDER_REFUSED,
  ) {
    const before = await imageStateOf(shared.server, adId);
    const res = await request();
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'VALIDATION_FAILED', message, fields: { images: message } });
    expect(await imageStateOf(shared.server, adId)).toEqual(before);
  }

  it('an image of another ad (someone else’s, or the same owner’s) and the placeholder', async () => {
    const { owner, ad, a } = await paidAdWithThreePhotos(shared.server);
    const [strangersImage] = (await adWithPhotos(shared.server, { paid: true }, 'stranger')).images;
    const ownersOtherAd = await newAd(shared.server, owner.id);
    const [ownersOtherImage] = (
      await upload(shared.server, ownersOtherAd.id, owner.cookie, await photos('other'))
    ).body;
    const adWithoutPicture = await newAd(shared.server, owner.id);
    const [placeholder] = await rowsOf(shared.server, adWithoutPicture.id);
    if (!strangersImage || !ownersOtherImage || !placeholder) throw new Error('images expected');
    expect(placeholder.storagePath).toBe(PLACEHOLDER_IMAGE_PATH);

    for (const otherId of [strangersImage.id, ownersOtherImage.id, placeholder.id])
      await expectRefused(ad.id, () =>
        uploadInOrder(shared.server, ad.id, owner.cookie, [saved(a), `saved:${otherId}`]),
      );
    const x = await photos('x');
    await expectRefused(adWithoutPicture.id, () =>
      uploadInOrder(
        shared.server,
        adWithoutPicture.id,
        owner.cookie,
        [`saved:${placeholder.id}`, 'new:0'],
        x,
      ),
    );
  });

  it('an entry given twice, a file out of range or placed nowhere', async () => {
    const { owner, ad, a } = await paidAdWithThreePhotos(shared.server);
    const one = await photos('x');
    const two = await photos('x', 'y');
    await expectRefused(ad.id, () => uploadInOrder(shared.server, ad.id, owner.cookie, [saved(a), saved(a)]));
    const sameInCapitals = `saved:${a.id.toUpperCase()}`;
    await expectRefused(ad.id, () =>
      uploadInOrder(shared.server, ad.id, owner.cookie, [saved(a), sameInCapitals]),
    );
    await expectRefused(ad.id, () =>
      uploadInOrder(shared.server, ad.id, owner.cookie, ['new:0', 'new:0'], one),
    );
    await expectRefused(ad.id, () =>
      uploadInOrder(shared.server, ad.id, owner.cookie, [saved(a), 'new:1'], one),
    );
    await expectRefused(ad.id, () => uploadInOrder(shared.server, ad.id, owner.cookie, ['new:0'], []));
    await expectRefused(ad.id, () => uploadInOrder(shared.server, ad.id, owner.cookie, [saved(a)], one));
    await expectRefused(ad.id, () => uploadInOrder(shared.server, ad.id, owner.cookie, ['new:1'], two));
  });

  it('entries that are neither saved:<id> nor new:<n>, in both languages', async () => {
    const { owner, ad, a } = await paidAdWithThreePhotos(shared.server);
    const one = await photos('x');
    for (const garbage of ['first', '', 'saved:not-an-id', `saved: ${a.id}`, 'new:-1', 'new:01', 'NEW:0'])
      await expectRefused(ad.id, () =>
        uploadInOrder(shared.server, ad.id, owner.cookie, ['new:0', garbage], one),
      );
    await expectRefused(
      ad.id,
      () => send(shared.server, 'POST', ad.id, owner.cookie, [], { lang: 'uk', order: ['garbage'] }),
      'Порядок фото некоректний або застарів. Оновіть сторінку й спробуйте ще раз',
    );
  });

  it('an order sent as a file', async () => {
    const { owner, ad, a } = await paidAdWithThreePhotos(shared.server);
    const form = new FormData();
    form.append('order', new Blob([saved(a)], { type: 'text/plain' }), 'order.txt');
    const request = () =>
      getJson(`${shared.server.url}${apiPath(adsApi.setAdImages, { params: { id: ad.id } })}`, {
        method: 'POST',
        headers: { origin: shared.server.url, 'accept-language': 'en', cookie: owner.cookie },
        body: form,
      });
    await expectRefused(ad.id, request);
  });

  it('nothing to keep: neither a file nor an order', async () => {
    const { owner, ad } = await paidAdWithThreePhotos(shared.server);
    await expectRefused(
      ad.id,
      () => uploadInOrder(shared.server, ad.id, owner.cookie, []),
      'Choose an image to upload',
    );
  });

  it('a new file that is not an image, beside saved ones', async () => {
    const { owner, ad, a } = await paidAdWithThreePhotos(shared.server);
    const before = await imageStateOf(shared.server, ad.id);
    const res = await uploadInOrder(
      shared.server,
      ad.id,
      owner.cookie,
      [saved(a), 'new:0'],
      [{ name: 'notes.png', data: notAnImage }],
    );
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('INVALID_IMAGE');
    expect(await imageStateOf(shared.server, ad.id)).toEqual(before);
  });

  it('a saved image removed while the new file is being stored: refused, the new file removed', async () => {
    const { owner, ad, a, b } = await paidAdWithThreePhotos(shared.server);
    const storage = shared.server.deps.storage;
    const put = storage.put.bind(storage);
    const removeMeanwhile = vi.spyOn(storage, 'put').mockImplementation(async (...args) => {
      await shared.server.deps.db.delete(adImages).where(eq(adImages.id, a.id));
      return put(...args);
    });
    try {
      const before = await imageStateOf(shared.server, ad.id);
      const res = await uploadInOrder(
        shared.server,
        ad.id,
        owner.cookie,
        [saved(a), 'new:0', saved(b)],
        await photos('d'),
      );
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toEqual({ images: ORDER_REFUSED });
      expect(removeMeanwhile).toHaveBeenCalled();
      const after = await imageStateOf(shared.server, ad.id);
      expect(after).toEqual({ ...before, rows: before.rows.filter((row) => row.id !== a.id) });
    } finally {
      removeMeanwhile.mockRestore();
    }
  });
});
