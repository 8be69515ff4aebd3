import { join } from 'node:path';
import { describeMissing } from '../backup/image-rows';
import { takeBackup } from '../backup/take-backup';
import { readEnv } from '../env';
import { ALLOW_MISSING_IMAGES, toolOptions } from './backup-options';
import { runTool } from './run-tool';

const USAGE = `Usage: npm run backup -- [${ALLOW_MISSING_IMAGES}] [folder]

Backs up the database (one consistent snapshot, taken while Hromada runs and writes) and the stored
images (DATA_DIR/storage or the S3 bucket) into a new folder, by default backups/hromada-<time>.
Uses DATABASE_URL, or the embedded database in DATA_DIR (the running Hromada's, or started for the
purpose). Stored files are not removed while it runs; a backup whose image rows name files the
storage does not have is refused, unless ${ALLOW_MISSING_IMAGES} is given.
Restore it with: npm run restore -- <folder>`;

const stamp = () =>
  new Date()
    .toISOString()
    .replace(/[:.]/g, '-')
    .replace(/-\d+Z$/, 'Z');

runTool(USAGE, async (args) => {
  const options = toolOptions(args);
  if (!options || options.folders.length > 1) return 'usage';
  const target = options.folders[0] ?? join('backups', `hromada-${stamp()}`);
  const env = readEnv();
  const { manifest, missingImages } = await takeBackup(env, target, options);
  const rows = manifest.database.tables.reduce((sum, table) => sum + table.rows, 0);
  const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  const tableBytes = manifest.database.tables.reduce((sum, table) => sum + table.bytes, 0);
  console.log(
    `Backup written to ${target}: ${manifest.database.tables.length} tables, ${rows} rows ` +
      `(${megabytes(tableBytes)} MB), ${manifest.images.count} images (${megabytes(manifest.images.bytes)} MB).`,
  );
  if (missingImages.length > 0)
    console.warn(`Its image rows name ${describeMissing(missingImages)} that the storage did not have.`);
  return 'done';
});
