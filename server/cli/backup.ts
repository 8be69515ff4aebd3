import { join } from 'node:path';
import { takeBackup } from '../backup/take-backup';
import { readEnv } from '../env';
import { runTool } from './run-tool';

const USAGE = `Usage: npm run backup -- [folder]

Backs up the database (one consistent snapshot, taken while Hromada runs and writes) and the stored
images (DATA_DIR/storage or the S3 bucket) into a new folder, by default backups/hromada-<time>.
Uses DATABASE_URL, or the embedded database in DATA_DIR (the running Hromada's, or started for the
purpose). Restore it with: npm run restore -- <folder>`;

const stamp = () =>
  new Date()
    .toISOString()
    .replace(/[:.]/g, '-')
    .replace(/-\d+Z$/, 'Z');

runTool(USAGE, async (args) => {
  if (args.length > 1 || args[0]?.startsWith('-')) return 'usage';
  const target = args[0] ?? join('backups', `hromada-${stamp()}`);
  const env = readEnv();
  const manifest = await takeBackup(env, target);
  const rows = manifest.database.tables.reduce((sum, table) => sum + table.rows, 0);
  const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  const tableBytes = manifest.database.tables.reduce((sum, table) => sum + table.bytes, 0);
  console.log(
    `Backup written to ${target}: ${manifest.database.tables.length} tables, ${rows} rows ` +
      `(${megabytes(tableBytes)} MB), ${manifest.images.count} images (${megabytes(manifest.images.bytes)} MB).`,
  );
  return 'done';
});
