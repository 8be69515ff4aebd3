import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { uploadQueueState } from '../../../server/http/ad-image-admission';
import {
  PERSON_UPLOADS_WAITING,
  UPLOAD_QUEUE_LENGTH,
  UPLOADS_IN_FLIGHT,
} from '../../../server/services/images/upload-limits';
import { COMMUNITY_AD_MAX_IMAGES, MAX_IMAGES_PER_UPLOAD } from '../../../shared/constants';
import {
  communityAd,
  imageStateOf,
  png,
  rowsOf,
  send,
  startAdImageServer,
  type Upload,
  upload,
} from '../../support/ad-image-uploads';
import { signedInPerson } from '../../support/factories';
import { holdUpload } from '../../support/held-upload';
import { setupServer } from '../../support/setup-server';

// What one upload may cost, and how many run at once (issue 15): files and pixels per request, the
// decoding cost of one image, one upload per person at a time, a bounded queue. The allowance itself
// (1, paid, community): ad-image-allowance.test.ts.

const shared = setupServer(startAdImageServer);

const smallPhotos = (count: number, prefix = 'p') =>
  Promise.all(
    Array.from({ length: count }, async (_, i) => ({
      name: `${prefix}${i}.png`,
      data: await png(20 + i, 20),
    })),
  );

/** A uniform PNG: a few hundred KB however many pixels it has. */
const bigPng = (width: number, height: number, options: { progressive?: boolean } = {}) =>
  sharp({ create: { width, height, channels: 3, background: '#4a7' } })
    .png(options)
    .toBuffer();

/** The owner's upload of `files` is refused with `status` and the message in each language; the ad's photos stay. */
async function expectUploadRefused(
  adId: string,
  cookie: string,
  files: Parameters<typeof send>[4],
  status: number,
  expected: { code: string; en: string; uk: string },
) {
  const before = await imageStateOf(shared.server, adId);
  for (const lang of ['en', 'uk'] as const) {
    const res = await send(shared.server, 'POST', adId, cookie, files, { lang });
    expect(res.status).toBe(status);
    expect(res.body.error).toEqual({ code: expected.code, message: expected[lang] });
  }
  expect(await imageStateOf(shared.server, adId)).toEqual(before);
}

describe('one upload request', () => {
  it(`carries at most ${MAX_IMAGES_PER_UPLOAD} files, however many the ad may hold`, async () => {
    const owner = await signedInPerson(shared.server);
    const ad = await communityAd(shared.server, owner.id);
    const files = await smallPhotos(MAX_IMAGES_PER_UPLOAD + 1);
    await expectUploadRefused(ad.id, owner.cookie, files, 413, {
      code: 'TOO_MANY_IMAGES',
      en: 'Send at most 10 photos at a time; add the others in another upload',
      uk: 'Надсилайте не більше 10 фото за раз; решту додайте окремим завантаженням',
    });
  });

  it('a community ad still reaches its allowance, over several requests keeping the saved photos', async () => {
    const owner = await signedInPerson(shared.server);
    const ad = await communityAd(shared.server, owner.id);
    const first = await upload(
      shared.server,
      ad.id,
      owner.cookie,
      await smallPhotos(MAX_IMAGES_PER_UPLOAD, 'a'),
    );
    expect(first.status).toBe(200);
    const kept = first.body.map((image: { id: string }) => `saved:${image.id}`);
    const more = await smallPhotos(MAX_IMAGES_PER_UPLOAD, 'b');
    const second = await send(shared.server, 'POST', ad.id, owner.cookie, more, {
      order: [...kept, ...more.map((_, i) => `new:${i}`)],
    });
    expect(second.status).toBe(200);
    expect(second.body).toHaveLength(2 * MAX_IMAGES_PER_UPLOAD);
    expect(second.body.slice(0, MAX_IMAGES_PER_UPLOAD)).toEqual(
      first.body.map((image: { id: string }) => expect.objectContaining({ id: image.id })),
    );
    expect(await rowsOf(shared.server, ad.id)).toHaveLength(2 * MAX_IMAGES_PER_UPLOAD);
  });

  it('its body may be as large as the files of one request, not of the whole allowance', async () => {
    const owner = await signedInPerson(shared.server);
    const ad = await communityAd(shared.server, owner.id);
    // The files of one request, the form's framing, and an `order` entry for each photo a church may keep.
    const limit =
      MAX_IMAGES_PER_UPLOAD * shared.server.deps.env.MAX_IMAGE_BYTES +
      64 * 1024 +
      COMMUNITY_AD_MAX_IMAGES * 256;
    // The declared length alone is refused, before the body is read (it never comes).
    const held = await holdUpload(shared.server.url, ad.id, owner.cookie, await smallPhotos(1), {
      declaredLength: limit + 1,
    });
    const answer = await Promise.race([
      held.answer,
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 5000)),
    ]);
    expect(answer).toMatchObject({ status: 413, body: { error: { code: 'IMAGE_TOO_LARGE' } } });
  });

  it('its pixels add up to at most 250 megapixels, checked from the headers before anything is decoded', async () => {
    const owner = await signedInPerson(shared.server);
    const ad = await communityAd(shared.server, owner.id);
    const full = await bigPng(8000, 5000); // 40 megapixels, the most one image may have
    // First a file whose header is fine but whose data is cut off: decoding it would answer 400.
    const files: Upload[] = [
      { name: 'cut.png', data: full.subarray(0, Math.floor(full.length / 2)) },
      ...Array.from({ length: 6 }, (_, i) => ({ name: `big${i}.png`, data: full })),
    ];
    await expectUploadRefused(ad.id, owner.cookie, files, 413, {
      code: 'UPLOAD_TOO_LARGE',
      en: 'These photos are too large together; send fewer at a time',
      uk: 'Ці фото разом завеликі; надсилайте менше за раз',
    });
    // Within the budget, the same files go through the decoder: the cut one is not an image.
    const within = await upload(shared.server, ad.id, owner.cookie, files.slice(0, 6));
    expect(within.status).toBe(400);
    expect(within.body.error.code).toBe('INVALID_IMAGE');
  });

  it('refuses by its header an image too costly to decode (an interlaced 30-megapixel PNG)', async () => {
    const owner = await signedInPerson(shared.server);
    const ad = await communityAd(shared.server, owner.id);
    const interlaced = await bigPng(6000, 5000, { progressive: true });
    await expectUploadRefused(ad.id, owner.cookie, [{ name: 'wide.png', data: interlaced }], 413, {
      code: 'IMAGE_TOO_LARGE',
      en: 'Image is too large',
      uk: 'Зображення завелике',
    });
    // The same pixels, not interlaced, decode line by line: accepted.
    const plain = await upload(shared.server, ad.id, owner.cookie, [
      { name: 'wide.png', data: await bigPng(6000, 5000) },
    ]);
    expect(plain.status).toBe(200);
  });
});

describe('uploads in flight', () => {
  it(`one per person at a time, ${PERSON_UPLOADS_WAITING} of theirs waiting behind it; one more is answered 429`, async () => {
    const owner = await signedInPerson(shared.server);
    const ads = [];
    for (let i = 0; i < PERSON_UPLOADS_WAITING + 2; i++) ads.push(await communityAd(shared.server, owner.id));
    const [first, ...others] = ads;
    const extra = others.pop();
    if (!first || !extra) throw new Error('no ads');
    const held = await holdUpload(shared.server.url, first.id, owner.cookie, await smallPhotos(1));
    await expect.poll(() => uploadQueueState(shared.server.deps).inFlight).toBe(1);
    // Another tab's uploads wait their turn behind it, out of the process's queue.
    const waiting = others.map(async (ad) =>
      upload(shared.server, ad.id, owner.cookie, await smallPhotos(1)),
    );
    await expect
      .poll(() => uploadQueueState(shared.server.deps))
      .toEqual({ inFlight: 1, waiting: 0, waitingBehindOwn: PERSON_UPLOADS_WAITING });
    for (const [lang, message] of [
      ['en', 'Your previous upload is still being processed. Please wait until it has finished.'],
      ['uk', 'Ваше попереднє завантаження ще обробляється. Зачекайте, доки воно завершиться.'],
    ] as const) {
      const res = await send(shared.server, 'POST', extra.id, owner.cookie, await smallPhotos(1), { lang });
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after')).toBe('10');
      expect(res.body.error).toEqual({ code: 'UPLOAD_IN_PROGRESS', message });
    }
    expect((await held.release()).status).toBe(200);
    expect((await Promise.all(waiting)).map((res) => res.status)).toEqual(others.map(() => 200));
    expect(uploadQueueState(shared.server.deps)).toEqual({ inFlight: 0, waiting: 0, waitingBehindOwn: 0 });
    expect((await upload(shared.server, extra.id, owner.cookie, await smallPhotos(1))).status).toBe(200);
  });

  it(`${UPLOADS_IN_FLIGHT} at once, ${UPLOAD_QUEUE_LENGTH} waiting; then 503 with Retry-After, and the rest go through`, async () => {
    const people = await Promise.all(
      Array.from({ length: UPLOADS_IN_FLIGHT + UPLOAD_QUEUE_LENGTH + 1 }, async () => {
        const person = await signedInPerson(shared.server);
        return { ...person, ad: await communityAd(shared.server, person.id) };
      }),
    );
    const latecomer = people.pop();
    if (!latecomer) throw new Error('no latecomer');
    const photo = await smallPhotos(1);
    const held = [];
    for (const person of people)
      held.push(await holdUpload(shared.server.url, person.ad.id, person.cookie, photo));
    await expect
      .poll(() => uploadQueueState(shared.server.deps))
      .toEqual({ inFlight: UPLOADS_IN_FLIGHT, waiting: UPLOAD_QUEUE_LENGTH, waitingBehindOwn: 0 });

    const messages = new Set<string>();
    for (const lang of ['en', 'uk']) {
      const busy = await send(shared.server, 'POST', latecomer.ad.id, latecomer.cookie, photo, { lang });
      expect(busy.status).toBe(503);
      expect(busy.headers.get('retry-after')).toBe('10');
      expect(busy.body.error.code).toBe('SERVICE_BUSY');
      messages.add(busy.body.error.message);
    }
    expect(messages.size).toBe(2); // one per language

    const answers = await Promise.all(held.map((upload) => upload.release()));
    expect(answers.map((answer) => answer.status)).toEqual(held.map(() => 200));
    expect(uploadQueueState(shared.server.deps)).toEqual({ inFlight: 0, waiting: 0, waitingBehindOwn: 0 });
    expect((await upload(shared.server, latecomer.ad.id, latecomer.cookie, photo)).status).toBe(200);
  }, 60_000);
});
