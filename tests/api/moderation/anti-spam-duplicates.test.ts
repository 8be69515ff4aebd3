import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertisements } from '../../../server/db/schema/ads';
import { fingerprintBacklog } from '../../../server/services/anti-spam/fingerprint-backlog';
import * as adsApi from '../../../shared/api/ads';
import { upload } from '../../support/ad-image-uploads';
import { type AntiSpamServer, posted, reasonsOf, startAntiSpamServer } from '../../support/anti-spam-support';
import { createAd, signedInPerson } from '../../support/factories';
import { callApi } from '../../support/http';

// Anti-spam at posting (issue 20): an ad that repeats a live ad's text (nearly) or one of its photos is
// flagged for the moderator with a link to the original.

let on: AntiSpamServer;
beforeAll(async () => {
  on = await startAntiSpamServer();
});
afterAll(() => on?.close());

const FLAT = {
  title: 'Two-bedroom flat near the river',
  description:
    '<p>Bright two-bedroom flat with a balcony, ten minutes from the river park, new kitchen, ' +
    'parking included. Call Olena after six.</p>',
};
const person = () => signedInPerson(on);

describe('near-duplicate text', () => {
  it("flags the same text, someone else's or one's own, in another case, punctuation or one word changed", async () => {
    const original = await posted(on, await person(), FLAT);
    expect(await reasonsOf(on, original, 'duplicate_text')).toEqual([]);

    const copy = await posted(on, await person(), {
      title: 'TWO-BEDROOM FLAT near the river!!!',
      description: FLAT.description.replace('parking', 'garage').replaceAll(',', ' ;'),
    });
    const [reason] = await reasonsOf(on, copy, 'duplicate_text');
    expect(reason).toMatchObject({ kind: 'duplicate_text', original: { id: original, title: FLAT.title } });
    expect(reason?.similarity).toBeGreaterThanOrEqual(0.7);
  });

  it('leaves a different text, a short common one and a copy of a rejected ad alone', async () => {
    await posted(on, await person(), { title: 'iPhone 12', description: '' });
    const short = await posted(on, await person(), { title: 'iPhone 12', description: '' });
    expect(await reasonsOf(on, short, 'duplicate_text')).toEqual([]);

    const other = await posted(on, await person(), {
      title: 'Piano lessons for children',
      description: '<p>Patient teacher, twenty years of experience, lessons at your home on weekends.</p>',
    });
    expect(await reasonsOf(on, other, 'duplicate_text')).toEqual([]);

    const rejected = await posted(on, await person(), {
      title: 'Vintage oak wardrobe with mirror',
      description: '<p>Solid oak, two doors, a drawer below, the mirror has no scratches, pick up only.</p>',
    });
    await on.deps.db
      .update(advertisements)
      .set({ status: 'rejected' })
      .where(eq(advertisements.id, rejected));
    const again = await posted(on, await person(), {
      title: 'Vintage oak wardrobe with mirror',
      description: '<p>Solid oak, two doors, a drawer below, the mirror has no scratches, pick up only.</p>',
    });
    expect(await reasonsOf(on, again, 'duplicate_text')).toEqual([]);
  });

  it('is judged again when the text is edited', async () => {
    const owner = await person();
    const original = await posted(on, await person(), {
      title: 'Handmade embroidered shirt vyshyvanka',
      description: '<p>Linen, red and black pattern from Poltava, size M, washed once, like new.</p>',
    });
    const edited = await posted(on, owner, { title: 'Garden hose, 20 metres', description: '' });
    expect(await reasonsOf(on, edited, 'duplicate_text')).toEqual([]);
    const patch = {
      title: 'Handmade embroidered shirt (vyshyvanka)',
      description: '<p>Linen, red and black pattern from Poltava, size M, washed once, like new.</p>',
    };
    expect(
      (await callApi(on, adsApi.updateAd, { params: { id: edited }, cookie: owner.cookie, body: patch }))
        .status,
    ).toBe(200);
    expect(await reasonsOf(on, edited, 'duplicate_text')).toMatchObject([{ original: { id: original } }]);
  });
});

describe('ads saved before near-duplicates were looked for', () => {
  it('are fingerprinted by the backlog job, once, and then found', async () => {
    const text = {
      title: 'Oak dining table for six',
      description: '<p>Extendable oak table, seats six, small scratch on one leg, collect from Brandon.</p>',
    };
    const owner = await person();
    const earlier = await createAd(on.deps.db, { ...on.place, userId: owner.id, ...text });
    const before = await posted(on, await person(), text);
    expect(await reasonsOf(on, before, 'duplicate_text')).toEqual([]);
    expect(await fingerprintBacklog(on.deps.db)).toBeGreaterThanOrEqual(1);
    expect(await fingerprintBacklog(on.deps.db)).toBe(0);
    const after = await posted(on, await person(), text);
    expect(await reasonsOf(on, after, 'duplicate_text')).toMatchObject([{ original: { id: earlier.id } }]);
  });
});

/** A picture with structure (smooth waves of brightness), different for each `seed`. */
async function picture(seed: number, width = 320, height = 240) {
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const v = 128 + 110 * Math.sin((x * (seed + 1)) / 37 + (y * (3 - seed)) / 29);
      const i = (y * width + x) * 3;
      data[i] = v;
      data[i + 1] = 255 - v;
      data[i + 2] = (v + 60 * seed) % 256;
    }
  }
  return sharp(data, { raw: { width, height, channels: 3 } });
}

describe('the same photo', () => {
  it('flags an ad whose photo is another live ad’s, re-encoded and resized, with the original', async () => {
    const first = await person();
    const original = await posted(on, first, { title: 'Bicycle', description: '' });
    const png = await (await picture(0)).png().toBuffer();
    expect(
      (await upload(on, original, first.cookie, [{ name: 'bike.png', data: png, type: 'image/png' }])).status,
    ).toBe(200);
    expect(await reasonsOf(on, original, 'duplicate_photo')).toEqual([]);

    const second = await person();
    const copy = await posted(on, second, { title: 'Cycle for sale', description: '' });
    const jpeg = await (await picture(0)).resize(250).jpeg({ quality: 70 }).toBuffer();
    expect((await upload(on, copy, second.cookie, [{ name: 'my-bike.jpg', data: jpeg }])).status).toBe(200);
    expect(await reasonsOf(on, copy, 'duplicate_photo')).toEqual([
      { kind: 'duplicate_photo', original: { id: original, title: 'Bicycle' } },
    ]);

    const third = await person();
    const different = await posted(on, third, { title: 'Another bicycle', description: '' });
    const other = await (await picture(2)).jpeg().toBuffer();
    expect((await upload(on, different, third.cookie, [{ name: 'other.jpg', data: other }])).status).toBe(
      200,
    );
    expect(await reasonsOf(on, different, 'duplicate_photo')).toEqual([]);

    // The copy's photo replaced by another: the reason goes with it.
    const fresh = await (await picture(1)).jpeg().toBuffer();
    expect((await upload(on, copy, second.cookie, [{ name: 'new.jpg', data: fresh }])).status).toBe(200);
    expect(await reasonsOf(on, copy, 'duplicate_photo')).toEqual([]);
  });
});
