import { copyFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { type Database, openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/embedded/data-dir-lock';
import { TOOL_TIMEOUTS } from '../db/timeouts';
import type { Env } from '../env';
import { createStorage } from '../storage/create-storage';
import { damaged, fileSha256, restoreImages } from './images';
import { assertEmptyDatabase, connectForRestore, loadDatabase, migrationsOfBackup } from './load-database';
import { AUTH_SECRET_FILE, BackupError, type Manifest, readManifest, tableFile } from './manifest';

/**
 * Restores the backup in `folder` into an empty database and the configured storage. The whole
 * backup is checked first (manifest, every file's checksum, the migrations' level): a damaged or
 * incomplete one is refused before anything changes. Then the images are stored (an image row never
 * exists without its file), the tables loaded in one transaction, newer migrations applied, and the
 * generated auth secret put back. The embedded database needs Hromada stopped.
 */
export async function restoreBackup(env: Env, folder: string): Promise<Manifest> {
  const manifest = await readManifest(folder);
  await verifyBackup(folder, manifest);
  const database = await openTarget(env);
  try {
    const client = await connectForRestore(database.url);
    try {
      await assertEmptyDatabase(client);
      await restoreImages(folder, manifest.images, createStorage(env));
      await loadDatabase(client, folder, manifest.database);
    } finally {
      await client.end();
    }
    await database.migrate();
    await restoreAuthSecret(env, folder, manifest);
    return manifest;
  } finally {
    await database.close();
  }
}

async function verifyBackup(folder: string, manifest: Manifest): Promise<void> {
  migrationsOfBackup(manifest.database);
  for (const table of manifest.database.tables) {
    if ((await fileSha256(join(folder, tableFile(table.name)))) !== table.sha256)
      throw damaged(`the rows of ${table.name} are missing or damaged`);
  }
  await restoreImages(folder, manifest.images);
  if (
    manifest.authSecret &&
    (await fileSha256(join(folder, AUTH_SECRET_FILE))) !== manifest.authSecret.sha256
  )
    throw damaged(`${AUTH_SECRET_FILE} is missing or damaged`);
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
