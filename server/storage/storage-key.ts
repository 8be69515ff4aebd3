export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key.slice(0, 200))}`);
  }
}

const MAX_KEY_LENGTH = 512;
// A segment may not start with a dot: that rules out `.` and `..` and keeps the driver's temp files
// (`.tmp-*`) out of every key's way.
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** Keys are relative paths of safe segments: no `..`, no leading `/`, no backslashes, no empty segments. */
export function isValidStorageKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment));
}

export function assertValidStorageKey(key: string): void {
  if (!isValidStorageKey(key)) throw new InvalidStorageKeyError(key);
}

/** A prefix is a key, optionally ending in `/`, or empty (everything). */
export function assertValidStoragePrefix(prefix: string): void {
  if (prefix === '') return;
  const trimmed = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
  if (!isValidStorageKey(trimmed)) throw new InvalidStorageKeyError(prefix);
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  avif: 'image/avif',
};

/** Content type by extension: the local driver keeps no metadata beside the file. */
export function contentTypeForKey(key: string): string {
  const dot = key.lastIndexOf('.');
  const extension = dot === -1 ? '' : key.slice(dot + 1).toLowerCase();
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

/** What every driver checks before it stores an object: a valid key, and the content type its extension says. */
export function assertStorableObject(key: string, contentType: string): void {
  assertValidStorageKey(key);
  const expected = contentTypeForKey(key);
  if (contentType.split(';')[0]?.trim().toLowerCase() !== expected) {
    throw new Error(`Content type ${contentType} does not match the key ${key} (${expected})`);
  }
}
