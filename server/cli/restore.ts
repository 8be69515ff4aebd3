import { restoreBackup } from '../backup/restore-backup';
import { readEnv } from '../env';
import { runTool } from './run-tool';

const USAGE = `Usage: npm run restore -- <folder>

Restores a backup made by npm run backup into an EMPTY database (DATABASE_URL, or the embedded one
in DATA_DIR, with Hromada stopped: a new DATA_DIR is simplest) and the configured image storage.
The whole backup is checked first: a damaged or incomplete one is refused and nothing changes.`;

runTool(USAGE, async (args) => {
  if (args.length !== 1 || args[0]?.startsWith('-')) return 'usage';
  const folder = args[0] as string;
  const manifest = await restoreBackup(readEnv(), folder);
  const rows = manifest.database.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(
    `Restored ${folder} (taken ${manifest.createdAt}): ${rows} rows, ${manifest.images.count} images. ` +
      'Start Hromada (npm start) to serve it.',
  );
  return 'done';
});
