import { copyFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { type Database, openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/embedded/data-dir-lock';
import { TOOL_TIMEOUTS } from '../db/timeouts';
import type { Env } from '../env';
import { createStorage } from '../storage/create-storage';
import type { Storage } from '../storage/storage';
import { describeMissing, missingImageFiles } from './image-rows';
import { damaged, fileSha256, restoreImages } from './images';
import { assertEmptyDatabase, connectForRestore, loadDatabase, migrationsOfBackup } from './load-database';
import { AUTH_SECRET_FILE, BackupError, type Manifest, readManifest, tableFile } from './manifest';

export interface RestoreOptions {
  /** Restore a backup whose image rows name files it does not hold (their photos will not load). */
  allowMissingImages?: boolean;
}

export interface RestoredBackup {
  manifest: Manifest;
  /** Files the backup's image rows name that it does not hold (allowMissingImages only). */
  missingImages: string[];
}

/**
 * Restores the backup in `folder` into an empty database and the configured storage. The whole
 * backup is checked first (manifest, every file's checksum, the migrations' level, a file for every
 * image row): a damaged or incomplete one is refused before anything changes. Then the images are
 * stored (an image row never exists without its file), the tables loaded in one transaction, newer
 * migrations applied, and the generated auth secret put back. The embedded database needs Hromada
 * stopped.
 */
export async function restoreBackup(
  env: Env,
  folder: string,
  { allowMissingImages = false }: RestoreOptions = {},
): Promise<RestoredBackup> {
  const manifest = await readManifest(folder);
  const storage = createStorage(env);
  const missingImages = await verifyBackup(folder, manifest, storage);
  if (missingImages.length > 0 && !allowMissingImages)
    throw new BackupError(
      `The backup's image rows name ${describeMissing(missingImages)} that it does not hold: restored, ` +
        'those photos would not load. Nothing was changed. To restore it as it is: npm run restore -- ' +
        '--allow-missing-images <folder>.',
    );
  const database = await openTarget(env);
  try {
    const client = await connectForRestore(database.url);
    try {
      await assertEmptyDatabase(client);
      await restoreImages(folder, manifest.images, storage);
      await loadDatabase(client, folder, manifest.database);
    } finally {
      await client.end();
    }
    await database.migrate();
    await restoreAuthSecret(env, folder, manifest);
    return { manifest, missingImages };
  } finally {
    await database.close();
  }
}

/** Checks every file of the backup; returns the files its image rows name that it does not hold. */
async function verifyBackup(folder: string, manifest: Manifest, storage: Storage): Promise<string[]> {
  migrationsOfBackup(manifest.database);
  for (const table of manifest.database.tables) {
    if ((await fileSha256(join(folder, tableFile(table.name)))) !== table.sha256)
      throw damaged(`the rows of ${table.name} are missing or damaged`);
  }
  const held = await restoreImages(folder, manifest.images);
  if (
    manifest.authSecret &&
    (await fileSha256(join(folder, AUTH_SECRET_FILE))) !== manifest.authSecret.sha256
  )
    throw damaged(`${AUTH_SECRET_FILE} is missing or damaged`);
  return missingImageFiles(folder, manifest.database, storage, held);
}

async function openTarget(env: Env): Promise<Database> {
  try {
    return await openDatabase({
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      timeouts: TOOL_TIMEOUTS,
    });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new BackupError(
      `Hromada is running on ${env.DATA_DIR}: stop it before restoring (a restore goes into an empty ` +
        'database, e.g. a new DATA_DIR). Nothing was changed.',
    );
  }
}

async function restoreAuthSecret(env: Env, folder: string, manifest: Manifest): Promise<void> {
  if (!manifest.authSecret) return;
  if (env.BETTER_AUTH_SECRET) {
    console.log("BETTER_AUTH_SECRET is set: the backup's generated auth secret was not put back.");
    return;
  }
  await mkdir(env.DATA_DIR, { recursive: true });
  await copyFile(join(folder, AUTH_SECRET_FILE), join(env.DATA_DIR, AUTH_SECRET_FILE));
}
