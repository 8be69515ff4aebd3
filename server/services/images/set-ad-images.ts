import { MAX_IMAGES_PER_UPLOAD } from '../../../shared/constants';
import { AppError } from '../../core/app-error';
import type { Deps } from '../../core/deps';
import type { Viewer } from '../../core/viewer';
import { adForEditing, type EditableAd } from '../ads/ad-for-editing';
import type { ImageRow } from '../ads/ad-query';
import { statusAfterEdit } from '../ads/save-ad';
import { type ImageChoice, maxImagesFor, replaceAdImages } from './ad-images';
import { requestedImageSet } from './image-order';
import { uploadTempRoot } from './upload-temp-root';

/** Room for the multipart framing and part headers beside the files themselves. */
const FORM_OVERHEAD_BYTES = 64 * 1024;
/** An `order` part with its framing (`saved:<uuid>` is 42 characters; a long boundary about 70). */
const ORDER_ENTRY_BYTES = 256;

export interface UploadFormLimits {
  maxFiles: number;
  maxFileBytes: number;
  maxBodyBytes: number;
}

/** An upload's form as read to disk: its files in the order sent, its `order` entries if any. */
export interface ReadForm {
  files: { name: string; path: string }[];
  order: string[] | undefined;
  cleanup(): Promise<void>;
}

/** How the request's body reaches the use case (the route gives it: http/ad-image-admission, http/upload-form). */
export interface ImageUpload {
  /**
   * Runs `receive` in the upload's turn (one per person, a few at a time, counted against
   * file_upload), refusing a declared body over `maxBodyBytes` before a byte of it is read.
   */
  admit<T>(maxBodyBytes: number, receive: () => Promise<T>): Promise<T>;
  /** Reads the form's files under `tempRoot` within `limits`. */
  readForm(tempRoot: string, limits: UploadFormLimits): Promise<ReadForm>;
}

/**
 * The limits of an upload's body: MAX_IMAGES_PER_UPLOAD files of MAX_IMAGE_BYTES each, the body as
 * large as the files the ad may take in one request (a free ad's: one) and an `order` entry for each
 * image it may have (a church's later rounds list every photo saved before).
 */
async function uploadLimits(deps: Pick<Deps, 'db' | 'env' | 'clock'>, ad: EditableAd) {
  const allowance = await maxImagesFor(deps.db, ad, deps.env, deps.clock());
  const filesPerRequest = Math.min(allowance, MAX_IMAGES_PER_UPLOAD);
  return {
    allowance,
    maxFiles: MAX_IMAGES_PER_UPLOAD,
    maxFileBytes: deps.env.MAX_IMAGE_BYTES,
    maxBodyBytes:
      filesPerRequest * deps.env.MAX_IMAGE_BYTES + FORM_OVERHEAD_BYTES + allowance * ORDER_ENTRY_BYTES,
  };
}

/**
 * The owner or an admin sets an ad's images (POST /ads/{id}/images): who may is settled before a
 * byte of the body is read; then the saved images kept and the files added, in the order asked
 * (image-order.ts), up to the ad's allowance (further entries are ignored). An owner's change sends
 * the ad back to moderation. Returns the ad's images, primary first.
 */
export async function setAdImages(
  deps: Pick<Deps, 'db' | 'storage' | 'env' | 'clock' | 'searchCache'>,
  viewer: Viewer | null,
  id: string,
  upload: ImageUpload,
): Promise<ImageRow[]> {
  if (!viewer) throw new AppError('UNAUTHORIZED', 401);
  const ad = await adForEditing(deps.db, viewer, id);
  const status = statusAfterEdit(viewer, ad);
  const limits = await uploadLimits(deps, ad);
  return upload.admit(limits.maxBodyBytes, async () => {
    const form = await upload.readForm(uploadTempRoot(deps.env.DATA_DIR), limits);
    try {
      const choices = requestedImageSet(form.order, form.files.length)
        .slice(0, limits.allowance)
        .map(
          (slot): ImageChoice =>
            slot.kind === 'saved'
              ? slot
              : { kind: 'new', file: form.files[slot.fileIndex] as ReadForm['files'][number] },
        );
      return await replaceAdImages(deps, ad, choices, { status });
    } finally {
      await form.cleanup();
    }
  });
}
