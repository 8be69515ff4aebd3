import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { advertisements } from '../../../server/db/schema/ads';
import { SWEEP_GRACE_MS, sweepOrphanImages } from '../../../server/services/images/sweep-orphan-images';
import { uploadTempRoot } from '../../../server/services/images/upload-temp-root';
import { createLocalStorage } from '../../../server/storage/local-storage';
import { keysOf, keysOfImages, newAd, png, startAdImageServer, upload } from '../../support/ad-image-uploads';
import { signedInPerson } from '../../support/factories';
import { setupServer } from '../../support/setup-server';

// What a crash leaves behind and the sweep at start removes (server/services/images/sweep-orphan-images.ts):
// files no ad_images row names, the storage's interrupted writes, uploads being received. The crash
// itself, with a real process: tests/process/uploads-after-kill.test.ts.

const shared = setupServer(startAdImageServer);

const anHourAgo = () => new Date(Date.now() - 3600_000);
const graceCutoff = () => new Date(Date.now() - SWEEP_GRACE_MS);

/** Every file and folder under dir, as written an hour ago. */
function age(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) age(join(dir, entry.name));
    utimesSync(join(dir, entry.name), anHourAgo(), anHourAgo());
  }
}

const bucketDir = () => join(shared.server.deps.env.DATA_DIR, 'storage', 'ad-images');
const stored = (key: string, text = 'webp') =>
  shared.server.deps.storage.put(key, Buffer.from(text), 'image/webp');

describe('the orphan sweep', () => {
  it('removes old files no row names, interrupted writes and uploads; keeps named and recent files', async () => {
    const owner = await signedInPerson(shared.server);
    const ad = await newAd(shared.server, owner.id);
    const res = await upload(shared.server, ad.id, owner.cookie, [{ name: 'kept.png', data: await png() }]);
    expect(res.status).toBe(200);
    const named = keysOfImages(res.body);
    // A crash after storing files whose rows were never committed, and one in the middle of a write.
    const unrecorded = [`ads/${ad.id}/lost-0123456789-full.webp`, `ads/${ad.id}/lost-0123456789-thumb.webp`];
    for (const key of unrecorded) await stored(key);
    writeFileSync(join(bucketDir(), 'ads', ad.id, '.tmp-0123456789abcdef'), 'half');
    // The files of an ad deleted just before a crash.
    const gone = await newAd(shared.server, owner.id);
    await stored(`ads/${gone.id}/photo-aaaaaaaaaa-full.webp`);
    await shared.server.deps.db.delete(advertisements).where(eq(advertisements.id, gone.id));
    // An upload being received.
    const receiving = join(uploadTempRoot(shared.server.deps.env.DATA_DIR), 'upload-0123456789abcdef');
    mkdirSync(receiving, { recursive: true });
    writeFileSync(join(receiving, '0'), 'part of a photo');
    age(bucketDir());
    age(uploadTempRoot(shared.server.deps.env.DATA_DIR));
    // Written a moment ago, perhaps by another process about to commit its row: left alone.
    const recent = `ads/${ad.id}/fresh-0123456789-full.webp`;
    await stored(recent);

    const removed = await sweepOrphanImages(shared.server.deps, graceCutoff());

    expect(removed.sort()).toEqual([...unrecorded, `ads/${gone.id}/photo-aaaaaaaaaa-full.webp`].sort());
    expect(await keysOf(shared.server, ad.id)).toEqual([...named, recent].sort());
    expect(await keysOf(shared.server, gone.id)).toEqual([]);
    expect(readdirSync(join(bucketDir(), 'ads', ad.id)).filter((name) => name.startsWith('.'))).toEqual([]);
    expect(readdirSync(uploadTempRoot(shared.server.deps.env.DATA_DIR))).toEqual([]);
    // What it kept is still served to the owner.
    const image = await fetch(`${shared.server.url}${res.body[0].storage_path}`, {
      headers: { cookie: owner.cookie },
    });
    expect(image.status).toBe(200);
  });

  it('removes nothing from a storage none of whose ads this database has', async () => {
    const root = mkdtempSync(join(tmpdir(), 'hromada-foreign-'));
    try {
      const storage = createLocalStorage(join(root, 'storage'));
      const keys = [
        'ads/00000000-0000-4000-8000-000000000001/a-full.webp',
        'ads/00000000-0000-4000-8000-000000000002/b-full.webp',
      ];
      for (const key of keys) await storage.put(key, Buffer.from('x'), 'image/webp');
      age(root);
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const env = { ...shared.server.deps.env, DATA_DIR: root };
      expect(await sweepOrphanImages({ ...shared.server.deps, storage, env }, graceCutoff())).toEqual([]);
      expect(warn).toHaveBeenCalledWith(
        expect.stringContaining('none of the 2 ads with image folders exists'),
      );
      warn.mockRestore();
      expect(await storage.list('ads/')).toEqual(keys);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
