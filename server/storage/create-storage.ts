import type { Env } from '../env';
import { createLocalStorage, defaultStorageRoot } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

/** An S3-compatible bucket when S3_BUCKET is set (readEnv has checked the rest), else `DATA_DIR/storage`. */
export function createStorage(env: Env): Storage {
  if (!env.S3_BUCKET) return createLocalStorage(defaultStorageRoot(env.DATA_DIR));
  return createS3Storage({
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.s3ForcePathStyle,
    publicBaseUrl: env.S3_PUBLIC_URL,
  });
}
