import { randomBytes } from 'node:crypto';
import type { Dirent } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, rmdir, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { STORAGE_BUCKET } from '../../shared/constants';
import type { Storage, StoredObject } from './storage';
import {
  assertStorableObject,
  assertValidStorageKey,
  assertValidStoragePrefix,
  contentTypeForKey,
} from './storage-key';

const TEMP_PREFIX = '.tmp-';

/** `<dataDir>/storage`: the folder createLocalStorage expects by default. */
export function defaultStorageRoot(dataDir: string): string {
  return join(dataDir, 'storage');
}

/**
 * Files under `<rootDir>/ad-images/<key>`. The content type is derived from the key's extension, so
 * put() refuses a content type that disagrees with it.
 */
export function createLocalStorage(rootDir: string): Storage {
  const bucketDir = join(rootDir, STORAGE_BUCKET);
  const pathOf = (key: string) => join(bucketDir, ...key.split('/'));

  return {
    async put(key, data, contentType) {
      assertStorableObject(key, contentType);
      const target = pathOf(key);
      // A concurrent removePrefix may delete the freshly made folder: make it again once.
      for (let attempt = 1; ; attempt++) {
        await mkdir(dirname(target), { recursive: true });
        try {
          return await writeDurably(target, data);
        } catch (error) {
          if (attempt >= 2 || !isMissing(error)) throw error;
        }
      }
    },

    async get(key): Promise<StoredObject | null> {
      assertValidStorageKey(key);
      try {
        return { data: await readFile(pathOf(key)), contentType: contentTypeForKey(key) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async list(prefix, { writtenBefore } = {}) {
      assertValidStoragePrefix(prefix);
      const keys = await listUnder(bucketDir, prefix);
      if (!writtenBefore) return keys.sort();
      const old = await Promise.all(keys.map((key) => writtenBeforeDate(pathOf(key), writtenBefore)));
      return keys.filter((_, index) => old[index]).sort();
    },

    async removeInterruptedWrites(before) {
      const temps = await tempFilesUnder(bucketDir);
      const old = await Promise.all(temps.map((path) => writtenBeforeDate(path, before)));
      const leftovers = temps.filter((_, index) => old[index]);
      await Promise.all(leftovers.map((path) => rm(path, { force: true })));
      await removeEmptyDirs(bucketDir, new Set(leftovers.map((path) => dirname(path))));
    },

    async removePrefix(prefix) {
      if (prefix === '') throw new Error('removePrefix needs a non-empty prefix');
      assertValidStoragePrefix(prefix);
      const keys = await listUnder(bucketDir, prefix);
      await Promise.all(keys.map((key) => rm(pathOf(key), { force: true })));
      await removeEmptyDirs(bucketDir, new Set(keys.map((key) => dirname(pathOf(key)))));
    },

    publicUrl(key) {
      assertValidStorageKey(key);
      return `/media/${STORAGE_BUCKET}/${key}`;
    },
  };
}

/** Temp file + fsync + rename + fsync of the folder: after resolving, the file survives a crash whole. */
async function writeDurably(target: string, data: Buffer): Promise<void> {
  const temp = join(dirname(target), `${TEMP_PREFIX}${randomBytes(8).toString('hex')}`);
  try {
    const file = await open(temp, 'w', 0o644);
    try {
      await file.writeFile(data);
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  await syncDir(dirname(target));
}

async function syncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Keys starting with prefix; only the folder the prefix points into is walked. */
async function listUnder(bucketDir: string, prefix: string): Promise<string[]> {
  const slash = prefix.lastIndexOf('/');
  const base = slash === -1 ? '' : prefix.slice(0, slash);
  const keys: string[] = [];
  const dir = base ? join(bucketDir, ...base.split('/')) : bucketDir;
  await walk(dir, base, keys, prefix.slice(slash + 1));
  return keys.filter((key) => key.startsWith(prefix));
}

async function walk(dir: string, keyPrefix: string, out: string[], namePrefix = ''): Promise<void> {
  let entries: Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'ENOTDIR') return;
    throw error;
  }
  for (const entry of entries) {
    if (entry.name.startsWith('.') || !entry.name.startsWith(namePrefix)) continue;
    const key = keyPrefix ? `${keyPrefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) await walk(join(dir, entry.name), key, out);
    else if (entry.isFile()) out.push(key);
  }
}

/** Whether the file was last modified before `before` (false when it is gone meanwhile). */
async function writtenBeforeDate(path: string, before: Date): Promise<boolean> {
  try {
    return (await stat(path)).mtimeMs < before.getTime();
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}

/** The paths of writeDurably's temp files anywhere under dir (a crash between write and rename leaves them). */
async function tempFilesUnder(dir: string): Promise<string[]> {
  let entries: Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
  const found: string[] = [];
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await tempFilesUnder(path)));
    else if (entry.isFile() && entry.name.startsWith(TEMP_PREFIX)) found.push(path);
  }
  return found;
}

/** Removes emptied folders bottom-up, never the bucket folder itself. */
async function removeEmptyDirs(bucketDir: string, dirs: Set<string>): Promise<void> {
  const sorted = [...dirs].sort((a, b) => b.length - a.length);
  for (let dir of sorted) {
    while (dir.startsWith(bucketDir) && dir.length > bucketDir.length) {
      try {
        await rmdir(dir);
      } catch {
        break; // not empty, or already gone
      }
      dir = dirname(dir);
    }
  }
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}
