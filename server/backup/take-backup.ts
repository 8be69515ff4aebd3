import { copyFile, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { openToolDatabase } from '../db/client';
import type { Env } from '../env';
import { removeDeferredFiles } from '../services/images/stored-file-removal';
import { createStorage } from '../storage/create-storage';
import type { Storage } from '../storage/storage';
import { dumpDatabase } from './dump-database';
import { holdFileRemovals } from './hold-file-removals';
import { describeMissing, missingImageFiles } from './image-rows';
import { backupImages, fileSha256 } from './images';
import { AUTH_SECRET_FILE, BackupError, MANIFEST_FILE, type Manifest } from './manifest';

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

export interface BackupOptions {
  /** Keep a backup whose image rows name files the storage does not have (lost before it ran). */
  allowMissingImages?: boolean;
}

export interface TakenBackup {
  manifest: Manifest;
  /** Files the snapshot's image rows name that were not in storage (allowMissingImages only). */
  missingImages: string[];
}

/**
 * A backup of the site in `target` (a new folder): the database from one snapshot, then the stored
 * images, the generated auth secret, and manifest.json written last. File removals are held from
 * before the snapshot until the images are copied, and the copy is checked: every file the
 * snapshot's image rows name is in it, or the backup is refused (unless `allowMissingImages`). It is
 * made in `<target>.partial` and renamed when whole, so a folder under the target's name is always a
 * complete backup. Works while Hromada runs (on the embedded server of the running site) and while
 * it is stopped. The removals it held are done as it ends.
 */
export async function takeBackup(
  env: Env,
  target: string,
  { allowMissingImages = false }: BackupOptions = {},
): Promise<TakenBackup> {
  if (await exists(target))
    throw new BackupError(`${target} already exists: give a new folder for the backup.`);
  const partial = `${target}.partial`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(partial, { recursive: true });
  const database = await openToolDatabase(env);
  const storage = createStorage(env);
  try {
    const hold = await holdFileRemovals(database.url);
    let taken: TakenBackup;
    try {
      taken = await copySite(env, database.url, storage, partial, allowMissingImages);
    } finally {
      await hold.release();
      await removeDeferredFiles({ db: database.db, storage }).catch((error) =>
        console.warn(`The files held during the backup were not all removed; the site will: ${error}`),
      );
    }
    await rename(partial, target);
    return taken;
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  } finally {
    await database.close();
  }
}

async function copySite(
  env: Env,
  url: string,
  storage: Storage,
  folder: string,
  allowMissingImages: boolean,
): Promise<TakenBackup> {
  const createdAt = new Date().toISOString();
  const database = await dumpDatabase(url, folder);
  const { images, copied } = await backupImages(storage, folder);
  const missingImages = await missingImageFiles(folder, database, storage, copied);
  if (missingImages.length > 0 && !allowMissingImages)
    throw new BackupError(
      `The image rows of the database name ${describeMissing(missingImages)} that the storage does not ` +
        'have: restored, those photos would not load, so the backup was not kept. Put the files back, or ' +
        'take it as it is with npm run backup -- --allow-missing-images.',
    );
  const manifest: Manifest = {
    format: 'hromada-backup',
    version: 1,
    createdAt,
    database,
    images,
    authSecret: await copyAuthSecret(env, folder),
  };
  await writeFile(join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return { manifest, missingImages };
}

/** The secret a site without BETTER_AUTH_SECRET generated in DATA_DIR: sessions and 2FA secrets need it. */
async function copyAuthSecret(env: Env, folder: string): Promise<Manifest['authSecret']> {
  const source = join(env.DATA_DIR, AUTH_SECRET_FILE);
  if (env.BETTER_AUTH_SECRET || !(await exists(source))) return null;
  await copyFile(source, join(folder, AUTH_SECRET_FILE));
  return { sha256: (await fileSha256(source)) as string };
}
