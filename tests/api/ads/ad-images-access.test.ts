import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { adImages } from '../../../server/db/schema/ads';
import * as adsApi from '../../../shared/api/ads';
import { API_DOCUMENT, API_PREFIX } from '../../../shared/api/operation';
import { PLACEHOLDER_IMAGE_PATH } from '../../../shared/constants';
import {
  cameraJpeg,
  keysOf,
  newAd,
  notAnImage,
  png,
  rowsOf,
  send,
  startAdImageServer,
  statusOf,
  upload,
} from '../../support/ad-image-uploads';
import { signedInAdmin, signedInPerson } from '../../support/factories';
import { getJson } from '../../support/http';
import { setupServer } from '../../support/setup-server';

// Who may change an ad's images and what a change does around the file: the free-ad limit, the ad's
// status, replacing and removing without leaving files behind, the rate limit, how the route is
// documented. How the stored images are served: ad-images-media.test.ts. What becomes of the file
// itself: ad-images-pipeline.test.ts.

const shared = setupServer(startAdImageServer, signedInAdmin);

describe(`${adsApi.setAdImages.method.toUpperCase()} ${API_PREFIX}${adsApi.setAdImages.path}`, () => {
  it('keeps only the first of two files on a free ad', async () => {
    const owner = await signedInPerson(shared.server);
    const ad = await newAd(shared.server, owner.id);
    const res = await upload(shared.server, ad.id, owner.cookie, [
      { name: 'first.png', data: await png() },
      { name: 'second.png', data: await png(32, 32) },
    ]);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    expect(res.body[0].storage_path).toContain('/first-');
    const keys = await keysOf(shared.server, ad.id);
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(key).toMatch(/\/first-[0-9a-f]{10}-(full|thumb)\.webp$/);
    expect(await rowsOf(shared.server, ad.id)).toHaveLength(1);
  });
});

describe('replacing and removing images', () => {
  it('replace removes the old rows and files; delete leaves the placeholder row and no files', async () => {
    const owner = await signedInPerson(shared.server);
    const ad = await newAd(shared.server, owner.id);
    const first = await upload(shared.server, ad.id, owner.cookie, [{ name: 'old.png', data: await png() }]);
    expect(first.status).toBe(200);
    const oldKeys = await keysOf(shared.server, ad.id);
    expect(oldKeys).toHaveLength(2);

    const second = await upload(shared.server, ad.id, owner.cookie, [
      { name: 'new.jpg', data: await cameraJpeg(90, 60) },
    ]);
    expect(second.status).toBe(200);
    const newKeys = await keysOf(shared.server, ad.id);
    expect(newKeys).toHaveLength(2);
    for (const key of newKeys) expect(key).toMatch(/\/new-[0-9a-f]{10}-(full|thumb)\.webp$/);
    for (const key of oldKeys) expect(await shared.server.deps.storage.get(key)).toBeNull();
    const rows = await rowsOf(shared.server, ad.id);
    expect(rows.map((r) => [r.id, r.storagePath, r.isPrimary])).toEqual([
      [second.body[0].id, second.body[0].storage_path, true],
    ]);

    const removed = await send(shared.server, 'DELETE', ad.id, owner.cookie);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual([
      {
        id: expect.any(String),
        storage_path: PLACEHOLDER_IMAGE_PATH,
        thumbnail_path: PLACEHOLDER_IMAGE_PATH,
        is_primary: true,
      },
    ]);
    expect(await keysOf(shared.server, ad.id)).toEqual([]);
    const after = await rowsOf(shared.server, ad.id);
    expect(after.map((r) => [r.storagePath, r.isPrimary])).toEqual([[PLACEHOLDER_IMAGE_PATH, true]]);

    const again = await send(shared.server, 'DELETE', ad.id, owner.cookie);
    expect(again.status).toBe(200);
    expect(await rowsOf(shared.server, ad.id)).toHaveLength(1);
  });

  it('leaves pictures outside the ad’s folder alone (the demo seed shares them)', async () => {
    const owner = await signedInPerson(shared.server);
    const ad = await newAd(shared.server, owner.id);
    await shared.server.deps.storage.put(
      'demo/shared-test.webp',
      await sharp(await png())
        .webp()
        .toBuffer(),
      'image/webp',
    );
    const sharedPicture = shared.server.deps.storage.publicUrl('demo/shared-test.webp');
    await shared.server.deps.db
      .update(adImages)
      .set({ storagePath: sharedPicture })
      .where(eq(adImages.adId, ad.id));

    expect(
      (await upload(shared.server, ad.id, owner.cookie, [{ name: 'mine.png', data: await png() }])).status,
    ).toBe(200);
    expect((await send(shared.server, 'DELETE', ad.id, owner.cookie)).status).toBe(200);
    expect(await shared.server.deps.storage.get('demo/shared-test.webp')).not.toBeNull();
  });

  it('still replaces the images when removing the old files fails, and logs it', async () => {
    const owner = await signedInPerson(shared.server);
    const ad = await newAd(shared.server, owner.id);
    await upload(shared.server, ad.id, owner.cookie, [{ name: 'stays.png', data: await png() }]);
    const storage = shared.server.deps.storage;
    const removal = vi.spyOn(storage, 'removePrefix').mockRejectedValue(new Error('disk unavailable'));
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const res = await upload(shared.server, ad.id, owner.cookie, [{ name: 'next.png', data: await png() }]);
      expect(res.status).toBe(200);
      expect((await rowsOf(shared.server, ad.id)).map((r) => r.storagePath)).toEqual([
        res.body[0].storage_path,
      ]);
      expect(log).toHaveBeenCalled();
    } finally {
      removal.mockRestore();
      log.mockRestore();
    }
  });
});

describe('who may change an ad’s images', () => {
  it('a visitor gets 401', async () => {
    const owner = await signedInPerson(shared.server);
    const ad = await newAd(shared.server, owner.id);
    const res = await upload(shared.server, ad.id, null, [{ name: 'x.png', data: await png() }]);
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHORIZED');
    expect((await send(shared.server, 'DELETE', ad.id, null)).status).toBe(401);
  });

  it('someone else gets 403 for a public ad and 404 for a pending one, and nothing changes', async () => {
    const owner = await signedInPerson(shared.server);
    const stranger = await signedInPerson(shared.server);
    const approved = await newAd(shared.server, owner.id);
    const pending = await newAd(shared.server, owner.id, 'pending');
    const file = { name: 'intruder.png', data: await png() };
    expect((await upload(shared.server, approved.id, stranger.cookie, [file])).status).toBe(403);
    expect((await send(shared.server, 'DELETE', approved.id, stranger.cookie)).status).toBe(403);
    expect((await upload(shared.server, pending.id, stranger.cookie, [file])).status).toBe(404);
    expect((await send(shared.server, 'DELETE', pending.id, stranger.cookie)).status).toBe(404);
    for (const ad of [approved, pending]) {
      expect(await keysOf(shared.server, ad.id)).toEqual([]);
      expect((await rowsOf(shared.server, ad.id)).map((r) => r.storagePath)).toEqual([
        PLACEHOLDER_IMAGE_PATH,
      ]);
    }
    expect(await statusOf(shared.server, approved.id)).toBe('approved');
  });

  it('an unknown ad answers 404', async () => {
    const owner = await signedInPerson(shared.server);
    const file = { name: 'x.png', data: await png() };
    expect(
      (await upload(shared.server, '00000000-0000-4000-8000-000000000000', owner.cookie, [file])).status,
    ).toBe(404);
    expect((await upload(shared.server, 'not-an-id', owner.cookie, [file])).status).toBe(404);
  });

  it('an owner’s change sends the ad back to pending; an admin’s keeps its status', async () => {
    const owner = await signedInPerson(shared.server);
    const ownersAd = await newAd(shared.server, owner.id);
    expect(
      (await upload(shared.server, ownersAd.id, owner.cookie, [{ name: 'a.png', data: await png() }])).status,
    ).toBe(200);
    expect(await statusOf(shared.server, ownersAd.id)).toBe('pending');

    const removedByOwner = await newAd(shared.server, owner.id);
    expect((await send(shared.server, 'DELETE', removedByOwner.id, owner.cookie)).status).toBe(200);
    expect(await statusOf(shared.server, removedByOwner.id)).toBe('pending');

    const adminsEdit = await newAd(shared.server, owner.id);
    const res = await upload(shared.server, adminsEdit.id, shared.admin.cookie, [
      { name: 'b.png', data: await png() },
    ]);
    expect(res.status).toBe(200);
    expect(await statusOf(shared.server, adminsEdit.id)).toBe('approved');
    expect((await send(shared.server, 'DELETE', adminsEdit.id, shared.admin.cookie)).status).toBe(200);
    expect(await statusOf(shared.server, adminsEdit.id)).toBe('approved');
  });

  it('the 21st upload within an hour is refused with 429', async () => {
    const owner = await signedInPerson(shared.server);
    const ad = await newAd(shared.server, owner.id);
    const file = { name: 'quick.txt', data: notAnImage };
    for (let i = 0; i < 20; i++)
      expect((await upload(shared.server, ad.id, owner.cookie, [file])).status).toBe(400);
    const res = await upload(shared.server, ad.id, owner.cookie, [{ name: 'ok.png', data: await png() }]);
    expect(res.status).toBe(429);
    expect(res.body.error.code).toBe('RATE_LIMITED');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await keysOf(shared.server, ad.id)).toEqual([]);
  });
});

describe('the OpenAPI document', () => {
  it('describes the upload (multipart) and the removal', async () => {
    const doc = (await getJson(`${shared.server.url}${API_DOCUMENT.openapi}`)).body;
    const path = doc.paths['/v1/ads/{id}/images'];
    expect(Object.keys(path).sort()).toEqual(['delete', 'post']);
    const form = path.post.requestBody.content['multipart/form-data'].schema;
    expect(JSON.stringify(form)).toContain('"format":"binary"');
    expect(Object.keys(path.post.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404', '413', '429', '503']),
    );
  });
});
