import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Storage } from '../storage/storage';
import { contentTypeForKey, isValidStorageKey } from '../storage/storage-key';
import { BackupError, IMAGE_LIST_FILE, IMAGES_FOLDER, type Manifest } from './manifest';

/** Objects copied at once: a bucket answers one request at a time slowly, in parallel well. */
const PARALLEL = 8;

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const imagePath = (folder: string, key: string) => join(folder, IMAGES_FOLDER, ...key.split('/'));

/**
 * Copies every stored object into `folder/images/<key>` and lists them with their SHA-256 in
 * images.sha256 (sha256sum's format); returns their keys too. Run after the database snapshot, with
 * file removals held (hold-file-removals.ts): an image row commits only after its files are stored,
 * and none of them is removed meanwhile, so every image the snapshot names is here. Objects gone
 * between listing and copying (no row of the snapshot names them) are skipped.
 */
export async function backupImages(
  storage: Storage,
  folder: string,
): Promise<{ images: Manifest['images']; copied: Set<string> }> {
  const keys = await storage.list('');
  const copied = new Set<string>();
  // A write stream keeps the lines in the order they are written, whichever copy finishes first.
  const list = createWriteStream(join(folder, IMAGE_LIST_FILE));
  const listHash = createHash('sha256');
  let count = 0;
  let bytes = 0;
  let next = 0;
  const worker = async () => {
    while (next < keys.length) {
      const key = keys[next++] as string;
      const object = await storage.get(key);
      if (!object) continue;
      const path = imagePath(folder, key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, object.data);
      const line = `${sha256(object.data)}  ${key}\n`;
      listHash.update(line);
      if (!list.write(line)) await once(list, 'drain');
      copied.add(key);
      count++;
      bytes += object.data.length;
    }
  };
  try {
    await Promise.all(Array.from({ length: PARALLEL }, worker));
  } finally {
    await new Promise((done) => list.end(done));
  }
  return { images: { count, bytes, listSha256: listHash.digest('hex') }, copied };
}

/**
 * Reads the backup's images, checking each against images.sha256 (and the list against the
 * manifest); with `storage`, stores each one there. Returns their keys. Throws BackupError at the
 * first mismatch.
 */
export async function restoreImages(
  folder: string,
  images: Manifest['images'],
  storage?: Storage,
): Promise<Set<string>> {
  const keys = new Set<string>();
  const listFile = join(folder, IMAGE_LIST_FILE);
  if ((await fileSha256(listFile)) !== images.listSha256)
    throw damaged(`${IMAGE_LIST_FILE} is missing or does not match the manifest`);
  let count = 0;
  const lines = createInterface({ input: createReadStream(listFile), crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of lines) {
    const match = /^([0-9a-f]{64}) {2}(.+)$/.exec(line);
    const key = match?.[2] ?? '';
    if (!match || !isValidStorageKey(key))
      throw damaged(`${IMAGE_LIST_FILE} has a line that is not a stored image`);
    const data = await readFile(imagePath(folder, key)).catch(() => undefined);
    if (!data || sha256(data) !== match[1]) throw damaged(`the image ${key} is missing or damaged`);
    if (storage) await storage.put(key, data, contentTypeForKey(key));
    keys.add(key);
    count++;
  }
  if (count !== images.count)
    throw damaged(`${IMAGE_LIST_FILE} lists ${count} images, the manifest ${images.count}`);
  return keys;
}

/** The SHA-256 of a file, read as a stream; undefined when it cannot be read. */
export async function fileSha256(path: string): Promise<string | undefined> {
  const hash = createHash('sha256');
  try {
    for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  } catch {
    return undefined;
  }
  return hash.digest('hex');
}

export const damaged = (what: string) =>
  new BackupError(`The backup is incomplete or damaged: ${what}. Nothing was changed.`);
