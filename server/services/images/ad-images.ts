import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { FREE_AD_MAX_IMAGES, type ImageVariant, PLACEHOLDER_IMAGE_PATH } from '../../../shared/constants';
import { isCurrentlyPaid } from '../../../shared/paid';
import type { Db } from '../../db/client';
import { adImages, advertisements as ads } from '../../db/schema/ads';
import type { Deps } from '../../http/app-env';
import { AppError, notFound } from '../../http/app-error';
import { sanitizeFileName } from '../../storage/sanitize-file-name';
import type { Storage } from '../../storage/storage';
import type { EditableAd } from '../ads/ad-access';
import type { ImageRow } from '../ads/ad-query';
import { type ProcessedImage, processImage } from './process-image';

export interface UploadedFile {
  name: string;
  data: Buffer;
}

export type AdStatus = EditableAd['status'];

export interface ImageChangeOptions {
  /** The ad's status after the change (an owner's edit sends it back to pending); unchanged when absent. */
  status?: AdStatus;
}

type ImageDeps = Pick<Deps, 'db' | 'storage' | 'env'>;

/** How many images the ad may carry: 1 for a free ad (SPEC section 9), the configured maximum while it is paid. */
export function maxImagesFor(ad: EditableAd, env: Pick<Deps['env'], 'MAX_PAID_AD_IMAGES'>): number {
  return isCurrentlyPaid(ad.isPaid, ad.paidUntil) ? env.MAX_PAID_AD_IMAGES : FREE_AD_MAX_IMAGES;
}

/**
 * Replaces the ad's images with `files`. Files past `maxImages` are ignored (SPEC: only the first
 * chosen is uploaded). Every kept file is decoded first, so nothing is stored when one is refused;
 * then the WebP variants are stored, the rows replaced in one transaction (the first is primary), and
 * only then are the old files removed (a failed removal is logged, never an error).
 */
export async function replaceAdImages(
  deps: ImageDeps,
  ad: EditableAd,
  files: UploadedFile[],
  { maxImages, status }: ImageChangeOptions & { maxImages: number },
): Promise<ImageRow[]> {
  const kept = files.slice(0, Math.max(1, maxImages));
  if (kept.length === 0)
    throw new AppError('VALIDATION_FAILED', 400, { fields: { images: 'imageRequired' } });

  const processed: { file: UploadedFile; image: ProcessedImage }[] = [];
  for (const file of kept) {
    processed.push({
      file,
      image: await processImage(file.data, file.name, { maxBytes: deps.env.MAX_IMAGE_BYTES }),
    });
  }

  const stored = processed.map(({ file, image }) => ({ keys: variantKeys(ad.id, file.name), image }));
  const newKeys = stored.flatMap(({ keys }) => [keys.full, keys.thumb]);
  try {
    for (const { keys, image } of stored) {
      await deps.storage.put(keys.full, image.full, 'image/webp');
      await deps.storage.put(keys.thumb, image.thumb, 'image/webp');
    }
  } catch (error) {
    await removeKeys(deps.storage, newKeys, `unsaved upload of ad ${ad.id}`);
    throw error;
  }

  let result: { rows: ImageRow[]; oldPaths: string[] };
  try {
    result = await deps.db.transaction(async (tx) => {
      await touchAd(tx, ad.id, status);
      const old = await tx.delete(adImages).where(eq(adImages.adId, ad.id)).returning();
      const rows = await tx
        .insert(adImages)
        .values(
          stored.map(({ keys }, index) => ({
            adId: ad.id,
            storagePath: deps.storage.publicUrl(keys.full),
            isPrimary: index === 0,
          })),
        )
        .returning();
      return { rows, oldPaths: old.map((row) => row.storagePath) };
    });
  } catch (error) {
    await removeKeys(deps.storage, newKeys, `upload of ad ${ad.id} that was not recorded`);
    throw error;
  }

  await removeFilesOf(deps.storage, ad.id, result.oldPaths);
  return result.rows;
}

/**
 * Removes the ad's images, leaving the placeholder row (an ad without a picture always has it), and
 * then their files. A failed file removal is logged, never an error.
 */
export async function removeAdImages(
  deps: Pick<Deps, 'db' | 'storage'>,
  adId: string,
  { status }: ImageChangeOptions = {},
): Promise<ImageRow[]> {
  const { rows, oldPaths } = await deps.db.transaction(async (tx) => {
    await touchAd(tx, adId, status);
    const old = await tx.delete(adImages).where(eq(adImages.adId, adId)).returning();
    const rows = await tx
      .insert(adImages)
      .values({ adId, storagePath: PLACEHOLDER_IMAGE_PATH, isPrimary: true })
      .returning();
    return { rows, oldPaths: old.map((row) => row.storagePath) };
  });
  await removeFilesOf(deps.storage, adId, oldPaths);
  return rows;
}

/**
 * Locks the ad row for the rest of the transaction (two uploads to one ad take turns, so each
 * removes exactly the rows it replaced), marks it updated and sets the status when asked.
 */
async function touchAd(tx: Db, adId: string, status: AdStatus | undefined): Promise<void> {
  const [row] = await tx
    .update(ads)
    .set({ updatedAt: new Date(), ...(status ? { status } : {}) })
    .where(eq(ads.id, adId))
    .returning({ id: ads.id });
  if (!row) throw notFound(); // deleted meanwhile
}

/** Name of an upload's variants: ads/{adId}/{sanitised name}-{random}-{variant}.webp, at most 100 characters. */
function variantKeys(adId: string, fileName: string): Record<ImageVariant, string> {
  const suffix = `-${randomBytes(5).toString('hex')}`;
  const longest = '-thumb.webp';
  const withoutExtension = sanitizeFileName(fileName).replace(/\.[a-z0-9]{1,10}$/, '');
  const base = withoutExtension.slice(0, 100 - suffix.length - longest.length);
  const stem = `ads/${adId}/${/^[_.-]*$/.test(base) ? 'untitled' : base}${suffix}`;
  return { full: `${stem}-full.webp`, thumb: `${stem}-thumb.webp` };
}

/** Removes the files behind the given storage paths (both variants); paths outside ads/{adId}/ are left alone. */
async function removeFilesOf(storage: Storage, adId: string, paths: string[]): Promise<void> {
  if (paths.every((path) => path === PLACEHOLDER_IMAGE_PATH)) return;
  let listed: string[];
  try {
    listed = await storage.list(`ads/${adId}/`);
  } catch (error) {
    console.error(`old images of ad ${adId} not removed`, error);
    return;
  }
  const keyOfPath = new Map(listed.map((key) => [storage.publicUrl(key), key]));
  const keys = paths.flatMap((path) => {
    const key = keyOfPath.get(path);
    if (!key) return [];
    const stem = key.replace(/-full\.webp$/, '');
    return key === stem ? [key] : [`${stem}-full.webp`, `${stem}-thumb.webp`];
  });
  await removeKeys(storage, keys, `old images of ad ${adId}`);
}

async function removeKeys(storage: Storage, keys: string[], what: string): Promise<void> {
  // Each key is a whole name ending in .webp, so as a prefix it matches that one object only.
  const results = await Promise.allSettled(keys.map((key) => storage.removePrefix(key)));
  results.forEach((result, index) => {
    if (result.status === 'rejected') console.error(`${what}: ${keys[index]} not removed`, result.reason);
  });
}
