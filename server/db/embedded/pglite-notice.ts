import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Hromada used PGlite before the embedded PostgreSQL server. An old DATA_DIR/pglite folder stays as
 * it was; the first start that finds it says so once (and leaves the text beside it).
 */
export function noticeRetiredPglite(dataDir: string, log: (line: string) => void = console.log): void {
  const folder = join(dataDir, 'pglite');
  const noticeFile = join(dataDir, 'pglite-retired.txt');
  if (!existsSync(folder) || existsSync(noticeFile)) return;
  const text = [
    `${folder} holds the database of an earlier Hromada (PGlite). It is no longer used and was left as it was:`,
    `Hromada now keeps its data in a PostgreSQL server of its own, in ${join(dataDir, 'postgres')}.`,
    'To keep what is in the old folder, export it to SQL (this downloads PGlite for the purpose):',
    `  node scripts/export-pglite.mjs ${folder} > pglite-export.sql`,
    'then load the file into a PostgreSQL database with psql, or delete the folder if it held only demo data.',
    '',
  ].join('\n');
  writeFileSync(noticeFile, text);
  log(`${text}(This note is kept in ${noticeFile}.)`);
}
