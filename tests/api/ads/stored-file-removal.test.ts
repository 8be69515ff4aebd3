import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { holdFileRemovals } from '../../../server/backup/hold-file-removals';
import { queryRows } from '../../../server/db/client';
import { BACKUP_LOCK } from '../../../server/db/job-locks';
import { deferredFileRemovals } from '../../../server/db/schema/deferred-file-removals';
import { removeDeferredFiles } from '../../../server/services/images/stored-file-removal';
import { SWEEP_GRACE_MS, sweepOrphanImages } from '../../../server/services/images/sweep-orphan-images';
import * as adminUsersApi from '../../../shared/api/admin-users';
import * as adsApi from '../../../shared/api/ads';
import {
  keysOf,
  keysOfImages,
  newAd,
  png,
  send,
  startAdImageServer,
  upload,
} from '../../support/ad-image-uploads';
import { signedInPerson } from '../../support/factories';
import { callApi } from '../../support/http';
import { setupServer } from '../../support/setup-server';

// While a backup runs (it holds BACKUP_LOCK), no stored file is removed, whichever change drops the
// rows naming it: the files wait in deferred_file_removals and go once the backup is over
// (server/services/images/stored-file-removal.ts, docs/decisions/023). The backup itself, with a real
// process: tests/process/backup-during-photo-changes.test.ts.

const shared = setupServer(startAdImageServer);

const deferred = () => shared.server.deps.db.select().from(deferredFileRemovals);
const stored = (key: string) => shared.server.deps.storage.put(key, Buffer.from('webp'), 'image/webp');

afterEach(async () => {
  await shared.server.deps.db.delete(deferredFileRemovals);
});

/** An ad of a new person with an uploaded photo: the ad, its owner and the photo's two files. */
async function adWithPhoto() {
  const owner = await signedInPerson(shared.server);
  const ad = await newAd(shared.server, owner.id);
  const res = await upload(shared.server, ad.id, owner.cookie, [{ name: 'first.png', data: await png() }]);
  expect(res.status).toBe(200);
  return { ad, owner, files: keysOfImages(res.body) };
}

describe('stored files while a backup runs', () => {
  it('stay while it runs, whatever removes their rows, and go once it is over', async () => {
    const { server } = shared;
    const admin = await signedInPerson(server, 'admin');
    const replaced = await adWithPhoto();
    const emptied = await adWithPhoto();
    const deletedAd = await adWithPhoto();
    const deletedOwner = await adWithPhoto();
    const orphan = `ads/${replaced.ad.id}/lost-0123456789-full.webp`;
    await stored(orphan);

    const hold = await holdFileRemovals(server.deps.database.url);
    let kept: string[];
    try {
      expect(await sweepOrphanImages(server.deps, new Date(Date.now() + SWEEP_GRACE_MS))).toEqual([orphan]);
      const again = await upload(server, replaced.ad.id, replaced.owner.cookie, [
        { name: 'second.png', data: await png(80, 60) },
      ]);
      expect(again.status).toBe(200);
      expect((await send(server, 'DELETE', emptied.ad.id, emptied.owner.cookie)).status).toBe(200);
      expect(
        (
          await callApi(server, adsApi.deleteAd, {
            params: { id: deletedAd.ad.id },
            cookie: deletedAd.owner.cookie,
          })
        ).status,
      ).toBe(204);
      const removeOwner = await callApi(server, adminUsersApi.deleteUser, {
        params: { id: deletedOwner.owner.id },
        cookie: admin.cookie,
      });
      expect(removeOwner.status).toBe(204);
      kept = keysOfImages(again.body);

      // Every file is still there, and nothing is removed while the backup holds them.
      expect(await keysOf(server, replaced.ad.id)).toEqual([...replaced.files, ...kept, orphan].sort());
      expect(await keysOf(server, emptied.ad.id)).toEqual(emptied.files);
      expect(await keysOf(server, deletedAd.ad.id)).toEqual(deletedAd.files);
      expect(await keysOf(server, deletedOwner.ad.id)).toEqual(deletedOwner.files);
      expect(await removeDeferredFiles(server.deps)).toBe(0);
      expect((await deferred()).map((row) => row.prefix).sort()).toEqual(
        [
          ...replaced.files,
          orphan,
          ...emptied.files,
          `ads/${deletedAd.ad.id}/`,
          `ads/${deletedOwner.ad.id}/`,
        ].sort(),
      );
    } finally {
      await hold.release();
    }

    expect(await removeDeferredFiles(server.deps)).toBe(7);
    expect(await keysOf(server, replaced.ad.id)).toEqual(kept);
    expect(await keysOf(server, emptied.ad.id)).toEqual([]);
    expect(await keysOf(server, deletedAd.ad.id)).toEqual([]);
    expect(await keysOf(server, deletedOwner.ad.id)).toEqual([]);
    expect(await deferred()).toEqual([]);
  });

  it('go at once when no backup runs', async () => {
    const { ad, owner, files } = await adWithPhoto();
    const again = await upload(shared.server, ad.id, owner.cookie, [
      { name: 'next.png', data: await png(70) },
    ]);
    expect(again.status).toBe(200);
    expect(await keysOf(shared.server, ad.id)).toEqual(keysOfImages(again.body));
    expect(files.some((file) => keysOfImages(again.body).includes(file))).toBe(false);
    expect(await deferred()).toEqual([]);
  });

  it('a backup waits for a change removing files to commit, so its snapshot comes after it', async () => {
    const { db, database } = shared.server.deps;
    let commit = () => {};
    let lockTaken = () => {};
    const taken = new Promise<void>((resolve) => (lockTaken = resolve));
    // A change removing files that took the lock shared (no backup ran) and has not committed yet.
    const change = db.transaction(async (tx) => {
      await queryRows(tx, sql`select pg_advisory_xact_lock_shared(${BACKUP_LOCK}::bigint)`);
      lockTaken();
      await new Promise<void>((resolve) => (commit = resolve));
    });
    await taken;
    const backup = holdFileRemovals(database.url);
    // The backup is seen waiting for the lock; another change now defers its files rather than remove them.
    while ((await waitingForBackupLock()) === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    const { ad, owner } = await adWithPhoto();
    expect((await send(shared.server, 'DELETE', ad.id, owner.cookie)).status).toBe(200);
    expect((await deferred()).length).toBe(2);
    commit();
    await change;
    const hold = await backup;
    expect(await waitingForBackupLock()).toBe(0);
    await hold.release();
  });
});

async function waitingForBackupLock(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    shared.server.deps.db,
    sql`select count(*)::int as n from pg_locks
         where locktype = 'advisory' and objid = ${BACKUP_LOCK} and not granted`,
  );
  return row?.n ?? 0;
}
