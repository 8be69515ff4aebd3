import { copyFile, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { openToolDatabase } from '../db/client';
import type { Env } from '../env';
import { createStorage } from '../storage/create-storage';
import { dumpDatabase } from './dump-database';
import { backupImages, fileSha256 } from './images';
import { AUTH_SECRET_FILE, BackupError, MANIFEST_FILE, type Manifest } from './manifest';

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/**
 * A backup of the site in `target` (a new folder): the database from one snapshot, then the stored
 * images, the generated auth secret, and manifest.json written last. It is made in `<target>.partial`
 * and renamed when whole, so a folder under the target's name is always a complete backup. Works
 * while Hromada runs (on the embedded server of the running site) and while it is stopped.
 */
export async function takeBackup(env: Env, target: string): Promise<Manifest> {
  if (await exists(target))
    throw new BackupError(`${target} already exists: give a new folder for the backup.`);
  const partial = `${target}.partial`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(partial, { recursive: true });
  const database = await openToolDatabase(env);
  try {
    const manifest: Manifest = {
      format: 'hromada-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      database: await dumpDatabase(database.url, partial),
      images: await backupImages(createStorage(env), partial),
      authSecret: await copyAuthSecret(env, partial),
    };
    await writeFile(join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    await rename(partial, target);
    return manifest;
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  } finally {
    await database.close();
  }
}

/** The secret a site without BETTER_AUTH_SECRET generated in DATA_DIR: sessions and 2FA secrets need it. */
async function copyAuthSecret(env: Env, folder: string): Promise<Manifest['authSecret']> {
  const source = join(env.DATA_DIR, AUTH_SECRET_FILE);
  if (env.BETTER_AUTH_SECRET || !(await exists(source))) return null;
  await copyFile(source, join(folder, AUTH_SECRET_FILE));
  return { sha256: (await fileSha256(source)) as string };
}
