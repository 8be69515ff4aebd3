import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { type ImageVariant, PLACEHOLDER_IMAGE_PATH } from '../../../shared/constants';
import { imageAllowance, siteImageLimits } from '../../../shared/image-allowance';
import { AppError, notFound } from '../../core/app-error';
import type { Deps } from '../../core/deps';
import type { Db } from '../../db/client';
import { adImages, advertisements as ads } from '../../db/schema/ads';
import { categories } from '../../db/schema/catalog';
import { imageFilesOf, storedKeyOf } from '../../storage/image-files';
import { sanitizeFileName } from '../../storage/sanitize-file-name';
import type { Storage } from '../../storage/storage';
import type { EditableAd } from '../ads/ad-for-editing';
import type { ImageRow } from '../ads/ad-query';
import { screenAdPhotos } from '../anti-spam/screen-ad-photos';
import { noImageChosen, savedImageLookup } from './image-order';
import { type ImageHeader, type ImageSource, processImage, readImageHeader } from './process-image';
import { changeThenRemoveFiles, removeStoredFiles } from './stored-file-removal';
import { MAX_UPLOAD_PIXELS } from './upload-limits';

/** A new image: the name the person gave it, and the file the upload was streamed to (or its bytes). */
export type UploadedFile = { name: string } & ImageSource;

export type AdStatus = EditableAd['status'];

export interface ImageChangeOptions {
  /** The ad's status after the change (an owner's edit sends it back to pending); unchanged when absent. */
  status?: AdStatus;
}

type ImageDeps = Pick<Deps, 'db' | 'storage' | 'env' | 'clock' | 'searchCache'>;

/** How many images the ad may carry at `now`: the shared rule (shared/image-allowance.ts) with the site's limits. */
export async function maxImagesFor(
  db: Db,
  ad: Pick<EditableAd, 'categoryId' | 'isPaid' | 'paidUntil'>,
  env: Pick<Deps['env'], 'MAX_PAID_AD_IMAGES'>,
  now: Date,
): Promise<number> {
  const [category] = await db
    .select({ isCommunity: categories.isCommunity })
    .from(categories)
    .where(eq(categories.id, ad.categoryId));
  const limits = siteImageLimits(env.MAX_PAID_AD_IMAGES);
  return imageAllowance({ ...ad, isCommunity: category?.isCommunity ?? false }, limits, now);
}

/** One image of the ad's new set: a saved image of the ad, kept as it is, or an uploaded file to store. */
export type ImageChoice = { kind: 'saved'; imageId: string } | { kind: 'new'; file: UploadedFile };

/**
 * Makes `choices` the ad's images, in that order, the first primary. A saved image keeps its row id,
 * storage path and files; the saved images not chosen go. The chosen saved images and the headers of
 * every new file are checked first; then each new file is decoded and its WebP variants stored in turn
 * (one image's variants in memory at a time), and all of them removed again when one is refused. Files
 * are stored before the rows that name them are committed, in one transaction (which checks the saved
 * images again, under the ad's lock), and the dropped files removed only after it, or after a running
 * backup (stored-file-removal.ts): a crash leaves at worst files no row names, which
 * sweep-orphan-images.ts removes, never a row without its file. A failed removal is logged, never an
 * error.
 */
export async function replaceAdImages(
  deps: ImageDeps,
  ad: EditableAd,
  choices: readonly ImageChoice[],
  { status }: ImageChangeOptions = {},
): Promise<ImageRow[]> {
  if (choices.length === 0) throw noImageChosen();
  const savedNow = savedImageLookup(await deps.db.select().from(adImages).where(eq(adImages.adId, ad.id)));
  for (const choice of choices) if (choice.kind === 'saved') savedNow(choice.imageId);

  const headers = await readHeaders(choices);
  const newKeys: string[] = [];
  const places: ({ savedId: string } | { storagePath: string; perceptualHash: string | null })[] = [];
  try {
    for (const choice of choices) {
      if (choice.kind === 'saved') {
        places.push({ savedId: choice.imageId });
        continue;
      }
      const { file } = choice;
      const image = await processImage(file, file.name, headers.get(file));
      const keys = variantKeys(ad.id, file.name);
      newKeys.push(keys.full, keys.thumb);
      await deps.storage.put(keys.full, image.full, 'image/webp');
      await deps.storage.put(keys.thumb, image.thumb, 'image/webp');
      places.push({ storagePath: deps.storage.publicUrl(keys.full), perceptualHash: image.hash });
    }
  } catch (error) {
    await removeStoredFiles(deps, newKeys, `unsaved upload of ad ${ad.id}`);
    throw error;
  }

  let rows: ImageRow[];
  try {
    rows = await changeThenRemoveFiles(deps, `old images of ad ${ad.id}`, async (tx) => {
      await touchAd(tx, ad.id, status, deps.clock());
      const old = await tx.delete(adImages).where(eq(adImages.adId, ad.id)).returning();
      const savedThen = savedImageLookup(old);
      // After the primary, an ad's images are read in created_at order: a millisecond apart, as chosen.
      const start = Date.now();
      const keptRow = (imageId: string) => {
        const { id, storagePath, perceptualHash } = savedThen(imageId);
        return { id, storagePath, perceptualHash };
      };
      const values = places.map((place, index) => ({
        ...('savedId' in place ? keptRow(place.savedId) : place),
        adId: ad.id,
        isPrimary: index === 0,
        createdAt: new Date(start + index),
      }));
      const rows = await tx.insert(adImages).values(values).returning();
      await screenAdPhotos(
        tx,
        ad.id,
        rows.map((row) => row.perceptualHash),
      );
      const keptPaths = new Set(values.map((value) => value.storagePath));
      return {
        value: rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()),
        files: filesOf(
          deps.storage,
          ad.id,
          old.map((row) => row.storagePath).filter((path) => !keptPaths.has(path)),
        ),
      };
    });
  } catch (error) {
    await removeStoredFiles(deps, newKeys, `upload of ad ${ad.id} that was not recorded`);
    throw error;
  }
  deps.searchCache.forget();
  return rows;
}

/**
 * The headers of the new files, each checked (format, pixels, decoding cost), and the request's
 * pixels added up, before anything is decoded: past MAX_UPLOAD_PIXELS the upload is refused whole.
 */
async function readHeaders(choices: readonly ImageChoice[]): Promise<Map<UploadedFile, ImageHeader>> {
  const headers = new Map<UploadedFile, ImageHeader>();
  let pixels = 0;
  for (const choice of choices) {
    if (choice.kind !== 'new') continue;
    const header = await readImageHeader(choice.file, choice.file.name);
    headers.set(choice.file, header);
    pixels += header.pixels;
  }
  if (pixels > MAX_UPLOAD_PIXELS) throw new AppError('UPLOAD_TOO_LARGE', 413);
  return headers;
}

/**
 * Removes the ad's images, leaving the placeholder row (an ad without a picture always has it), and
 * then their files (stored-file-removal.ts). A failed file removal is logged, never an error.
 */
export async function removeAdImages(
  deps: Pick<Deps, 'db' | 'storage' | 'clock' | 'searchCache'>,
  adId: string,
  { status }: ImageChangeOptions = {},
): Promise<ImageRow[]> {
  const rows = await changeThenRemoveFiles(deps, `old images of ad ${adId}`, async (tx) => {
    await touchAd(tx, adId, status, deps.clock());
    const old = await tx.delete(adImages).where(eq(adImages.adId, adId)).returning();
    const rows = await tx
      .insert(adImages)
      .values({ adId, storagePath: PLACEHOLDER_IMAGE_PATH, isPrimary: true })
      .returning();
    await screenAdPhotos(tx, adId, []);
    return {
      value: rows,
      files: filesOf(
        deps.storage,
        adId,
        old.map((row) => row.storagePath),
      ),
    };
  });
  deps.searchCache.forget();
  return rows;
}

/**
 * Locks the ad row for the rest of the transaction (two uploads to one ad take turns, so each
 * removes exactly the rows it replaced), marks it updated and sets the status when asked.
 */
async function touchAd(tx: Db, adId: string, status: AdStatus | undefined, now: Date): Promise<void> {
  const [row] = await tx
    .update(ads)
    .set({ updatedAt: now, ...(status ? { status } : {}) })
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

/** The files behind the given storage paths (both variants); paths outside ads/{adId}/ are left alone. */
function filesOf(storage: Storage, adId: string, paths: string[]): string[] {
  return paths.flatMap((path) => {
    const key = storedKeyOf(storage, path);
    return key?.startsWith(`ads/${adId}/`) ? imageFilesOf(key) : [];
  });
}
