/** Object storage for the ad-images bucket. Keys look like `ads/<adId>/<file>.webp`. */
export interface Storage {
  /** Stores data under key, replacing any object there. Resolves once the write is durable. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes every object whose key starts with prefix (string prefix, as S3 does). */
  removePrefix(prefix: string): Promise<void>;
  /** Keys starting with prefix, sorted. */
  list(prefix: string): Promise<string[]>;
  /** The URL the browser loads the object from. */
  publicUrl(key: string): string;
}

export interface StoredObject {
  data: Buffer;
  contentType: string;
}
