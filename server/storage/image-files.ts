import type { Storage } from './storage';
import { isValidStorageKey } from './storage-key';

/**
 * The storage key an image row's path names (the path is the storage's public URL of the key), or
 * undefined when the path is not one of this storage's objects (the placeholder picture).
 */
export function storedKeyOf(storage: Pick<Storage, 'publicUrl'>, path: string): string | undefined {
  const base = storage.publicUrl('k').slice(0, -1);
  const key = path.startsWith(base) ? path.slice(base.length) : '';
  return isValidStorageKey(key) ? key : undefined;
}

/** The files of the image stored under `key`: a `-full.webp` variant has its `-thumb.webp` twin beside it. */
export function imageFilesOf(key: string): string[] {
  const stem = key.replace(/-full\.webp$/, '');
  return stem === key ? [key] : [key, `${stem}-thumb.webp`];
}
