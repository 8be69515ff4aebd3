import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { imageFilesOf, storedKeyOf } from '../storage/image-files';
import type { Storage } from '../storage/storage';
import { type Manifest, tableFile } from './manifest';

const IMAGE_TABLE = 'ad_images';
/** Missing files named in a message. */
const NAMED = 3;

/**
 * The stored files (both variants) that the image rows of the backup in `folder` name and `held`
 * (the backup's images) lacks, sorted. Rows naming no stored object (the placeholder) need none.
 */
export async function missingImageFiles(
  folder: string,
  database: Manifest['database'],
  storage: Pick<Storage, 'publicUrl'>,
  held: ReadonlySet<string>,
): Promise<string[]> {
  if (!database.tables.some((table) => table.name === IMAGE_TABLE)) return [];
  const missing = new Set<string>();
  const input = createReadStream(join(folder, tableFile(IMAGE_TABLE))).pipe(createGunzip());
  for await (const line of createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY })) {
    const path: unknown = JSON.parse(line).storage_path;
    const key = typeof path === 'string' ? storedKeyOf(storage, path) : undefined;
    for (const file of key ? imageFilesOf(key) : []) if (!held.has(file)) missing.add(file);
  }
  return [...missing].sort();
}

/** "3 files (a, b, c)" or "12 files (a, b, c, …)": how many are missing, and the first of them. */
export function describeMissing(missing: string[]): string {
  const first = missing.slice(0, NAMED).join(', ');
  const more = missing.length > NAMED ? ', …' : '';
  return `${missing.length} ${missing.length === 1 ? 'file' : 'files'} (${first}${more})`;
}
