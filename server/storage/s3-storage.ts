import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { STORAGE_BUCKET } from '../../shared/constants';
import { PUBLIC_IMAGE_CACHE } from './image-cache';
import type { ListOptions, Storage, StoredObject } from './storage';
import {
  assertStorableObject,
  assertValidStorageKey,
  assertValidStoragePrefix,
  contentTypeForKey,
  isValidStorageKey,
} from './storage-key';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** For S3-compatible services (MinIO, Cloudflare R2, …); AWS itself when absent. */
  endpoint?: string;
  /** Both or neither; neither means the SDK's default credential chain (AWS_* variables, profile, role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `<endpoint>/<bucket>/<key>` instead of `<bucket>.<endpoint>/<key>` (MinIO needs it). */
  forcePathStyle?: boolean;
  /** Where browsers load objects from (the bucket's public address or a CDN); else /media/ proxies them. */
  publicBaseUrl?: string;
}

const DELETE_BATCH = 1000; // DeleteObjects takes at most 1000 keys per request

/**
 * Objects at `<key>` in the bucket. Keys, prefixes and content types are checked exactly as the local
 * driver checks them, so both drivers accept and refuse the same calls.
 */
export function createS3Storage(options: S3StorageOptions): Storage {
  const { bucket } = options;
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? false,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    // Extra checksums only where S3 requires them: several S3-compatible services refuse the rest.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const base = options.publicBaseUrl?.replace(/\/+$/, '');

  /**
   * Every key under prefix, as the bucket has them (also ones this driver would not write); with
   * `writtenBefore`, only objects last modified before then.
   */
  async function listAll(prefix: string, { writtenBefore }: ListOptions = {}): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix || undefined, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        const old = !writtenBefore || (object.LastModified && object.LastModified < writtenBefore);
        if (object.Key && old) keys.push(object.Key);
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }

  return {
    async put(key, data, contentType) {
      assertStorableObject(key, contentType);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: data,
          ContentType: contentTypeForKey(key),
          // For browsers that load objects straight from the bucket (S3_PUBLIC_URL): as /media/ gives them.
          CacheControl: PUBLIC_IMAGE_CACHE,
        }),
      );
    },

    async get(key): Promise<StoredObject | null> {
      assertValidStorageKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!object.Body) return null;
        // The type comes from the key, as with the local driver: never whatever else is in the bucket.
        return {
          data: Buffer.from(await object.Body.transformToByteArray()),
          contentType: contentTypeForKey(key),
        };
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw error;
      }
    },

    async list(prefix, options) {
      assertValidStoragePrefix(prefix);
      return (await listAll(prefix, options)).filter(isValidStorageKey).sort();
    },

    // A PutObject is whole or absent. (Unfinished multipart uploads would be, but put() makes none.)
    async removeInterruptedWrites() {},

    async removePrefix(prefix) {
      if (prefix === '') throw new Error('removePrefix needs a non-empty prefix');
      assertValidStoragePrefix(prefix);
      const keys = await listAll(prefix);
      for (let start = 0; start < keys.length; start += DELETE_BATCH) {
        const batch = keys.slice(start, start + DELETE_BATCH);
        const result = await client.send(
          new DeleteObjectsCommand({
            Bucket: bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
        );
        const failed = result.Errors ?? [];
        if (failed.length > 0) {
          const first = failed[0];
          throw new Error(
            `${failed.length} objects under ${prefix} not removed (${first?.Key}: ${first?.Code})`,
          );
        }
      }
    },

    publicUrl(key) {
      assertValidStorageKey(key);
      return base ? `${base}/${key}` : `/media/${STORAGE_BUCKET}/${key}`;
    },
  };
}

/** NoSuchKey, or a bare 404 (some services send no code); a missing bucket stays an error. */
function isMissingObject(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  if (error.name === 'NoSuchKey') return true;
  return error.$metadata.httpStatusCode === 404 && error.name !== 'NoSuchBucket';
}
