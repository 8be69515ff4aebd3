/** Object storage for the ad-images bucket. Keys look like `ads/<adId>/<file>.webp`. */
export interface Storage {
  /** Stores data under key, replacing any object there. Resolves once the write is durable. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes every object whose key starts with prefix (string prefix, as S3 does). */
  removePrefix(prefix: string): Promise<void>;
  /** Keys starting with prefix, sorted; with `writtenBefore`, only objects last written before then. */
  list(prefix: string, options?: ListOptions): Promise<string[]>;
  /**
   * Removes what writes interrupted before `before` left behind (a crash mid-write): the local
   * driver's temp files. Nothing in S3, where an object is written whole or not at all.
   */
  removeInterruptedWrites(before: Date): Promise<void>;
  /** The URL the browser loads the object from. */
  publicUrl(key: string): string;
}

export interface ListOptions {
  writtenBefore?: Date;
}

export interface StoredObject {
  data: Buffer;
  contentType: string;
}
