import { describeMissing } from '../backup/image-rows';
import { restoreBackup } from '../backup/restore-backup';
import { readEnv } from '../env';
import { ALLOW_MISSING_IMAGES, toolOptions } from './backup-options';
import { runTool } from './run-tool';

const USAGE = `Usage: npm run restore -- [${ALLOW_MISSING_IMAGES}] <folder>

Restores a backup made by npm run backup into an EMPTY database (DATABASE_URL, or the embedded one
in DATA_DIR, with Hromada stopped: a new DATA_DIR is simplest) and the configured image storage.
The whole backup is checked first: a damaged or incomplete one is refused and nothing changes. A
backup whose image rows name files it does not hold is refused too, unless ${ALLOW_MISSING_IMAGES}
is given (those photos will not load).`;

runTool(USAGE, async (args) => {
  const options = toolOptions(args);
  if (options?.folders.length !== 1) return 'usage';
  const folder = options.folders[0] as string;
  const { manifest, missingImages } = await restoreBackup(readEnv(), folder, options);
  const rows = manifest.database.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(
    `Restored ${folder} (taken ${manifest.createdAt}): ${rows} rows, ${manifest.images.count} images. ` +
      'Start Hromada (npm start) to serve it.',
  );
  if (missingImages.length > 0)
    console.warn(`Its image rows name ${describeMissing(missingImages)} that the backup did not hold.`);
  return 'done';
});
