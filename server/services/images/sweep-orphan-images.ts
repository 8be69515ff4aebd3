import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import type { Deps } from '../../core/deps';
import { JOB_LOCKS } from '../../db/job-locks';
import { adImages, advertisements as ads } from '../../db/schema/ads';
import { removeStoredFiles } from './stored-file-removal';
import { uploadTempRoot } from './upload-temp-root';

// Files a crash left behind: an upload stores its files before the rows that name them are committed
// (ad-images.ts), and removes replaced files only after; a process killed in between leaves files no
// ad_images row names (never a row without its file). So do the storage driver's interrupted writes
// and the uploads being received (DATA_DIR/tmp/uploads). This sweep removes them.

type SweepDeps = Pick<Deps, 'database' | 'db' | 'storage' | 'env'>;

/** Another process may be storing files for rows it has not committed yet: only older files are swept. */
export const SWEEP_GRACE_MS = 10 * 60 * 1000;
const SWEEP_INTERVAL_MS = 6 * 60 * 60 * 1000;
/** Ads looked up per query. */
const BATCH = 500;

const AD_FOLDER = /^ads\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\//i;
/** The storage key at the end of an image row's path (`/media/ad-images/<key>` or `<S3_PUBLIC_URL>/<key>`). */
const KEY_IN_PATH = /(?:^|\/)(ads\/[^/]+\/[^/]+)$/;

/** A thumbnail belongs to its full-size image, which the row names. */
const rowKeyOf = (key: string) => key.replace(/-thumb\.webp$/, '-full.webp');

/**
 * Removes, among what was written before `before`: the storage's interrupted writes, uploads being
 * received, and image files under `ads/` that no ad_images row names (files of ads that are gone
 * included). Returns the keys removed. When none of the ads whose folders it finds exists, it
 * removes nothing and says so: the storage belongs to another database.
 */
export async function sweepOrphanImages(deps: SweepDeps, before: Date): Promise<string[]> {
  await deps.storage.removeInterruptedWrites(before);
  await removeOldUploads(uploadTempRoot(deps.env.DATA_DIR), before);
  const keys = await deps.storage.list('ads/', { writtenBefore: before });
  const adIds = [...new Set(keys.flatMap((key) => AD_FOLDER.exec(key)?.[1]?.toLowerCase() ?? []))];
  const named = new Set<string>();
  let adsFound = 0;
  for (let start = 0; start < adIds.length; start += BATCH) {
    const batch = adIds.slice(start, start + BATCH);
    const found = await deps.db.select({ id: ads.id }).from(ads).where(inArray(ads.id, batch));
    adsFound += found.length;
    const rows = await deps.db
      .select({ path: adImages.storagePath })
      .from(adImages)
      .where(inArray(adImages.adId, batch));
    for (const { path } of rows) {
      const key = KEY_IN_PATH.exec(path)?.[1];
      if (key) named.add(key);
    }
  }
  if (adIds.length > 0 && adsFound === 0) {
    console.warn(
      `Image sweep skipped: none of the ${adIds.length} ads with image folders exists in this database.`,
    );
    return [];
  }
  const orphans = keys.filter((key) => AD_FOLDER.test(key) && !named.has(rowKeyOf(key)));
  // A backup running now may have taken its snapshot before their rows went: after it, then.
  await removeStoredFiles(deps, orphans, 'orphan image files');
  return orphans;
}

/** Uploads being received when a process stopped (each in a folder of its own). */
async function removeOldUploads(root: string, before: Date): Promise<void> {
  const names = await readdir(root).catch(() => []);
  for (const name of names) {
    const path = join(root, name);
    const { mtimeMs } = await stat(path).catch(() => ({ mtimeMs: Number.POSITIVE_INFINITY }));
    if (mtimeMs < before.getTime()) await rm(path, { recursive: true, force: true });
  }
}

/**
 * Sweeps now and then every 6 hours, skipping a sweep while another process on the database runs one
 * (an advisory lock). At start, `ownsStorage` (a single process on the embedded database, whose data
 * folder it holds, and local storage in it): nobody else writes there, so everything older than this
 * process is swept; otherwise, with other processes on the same database and storage, only what is
 * older than SWEEP_GRACE_MS. A failed sweep is logged and tried again later.
 */
export function startOrphanSweeps(
  deps: SweepDeps,
  { startedAt, ownsStorage }: { startedAt: Date; ownsStorage: boolean },
): void {
  const sweep = (before: Date) =>
    deps.database
      .exclusive(JOB_LOCKS.orphanImageSweep, () => sweepOrphanImages(deps, before))
      .then(
        (sweeping) => {
          const removed = sweeping.ran ? sweeping.value : [];
          if (removed.length > 0) console.log(`Removed ${removed.length} image files no ad refers to.`);
        },
        (error) => console.error('Image sweep failed', error),
      );
  const graceCutoff = () => new Date(Date.now() - SWEEP_GRACE_MS);
  void sweep(ownsStorage ? startedAt : graceCutoff());
  setInterval(() => void sweep(graceCutoff()), SWEEP_INTERVAL_MS).unref();
}
