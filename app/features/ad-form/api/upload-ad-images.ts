import * as adsApi from '../../../../shared/api/ads';
import { apiPath } from '../../../../shared/api/operation';
import { MAX_IMAGES_PER_UPLOAD } from '../../../../shared/constants';
import type { PublicAd } from '../../../../shared/schemas/ads';
import { type ChosenPhoto, nextUploadSet, withUploaded } from '../utils/photo-set';
import { sendWithProgress } from './send-with-progress';

/**
 * The upload form for `photos`: each new photo's file as a multipart `images` field, and the whole set
 * in order as repeated `order` fields, `saved:<imageId>` for a photo the ad keeps (the server leaves it
 * as it is, so it is never sent again) and `new:<n>` for the n-th file.
 */
export function photoSetForm(photos: readonly ChosenPhoto[]): FormData {
  const form = new FormData();
  let files = 0;
  for (const photo of photos) {
    if (photo.kind === 'saved') {
      form.append('order', `saved:${photo.image.id}`);
    } else {
      form.append('images', photo.file, photo.file.name);
      form.append('order', `new:${files++}`);
    }
  }
  return form;
}

/** Which of the upload's requests is going out (1-based), of how many. */
export type UploadPart = { part: number; parts: number };

/**
 * Makes `photos` the ad's photos, in order, the first the main one; `onProgress` follows the upload in
 * percent, and which request of how many is going out. One request carries at most MAX_IMAGES_PER_UPLOAD new files, so more go up in turn, each
 * request keeping what the ones before saved. The server decodes, turns and strips each new file, so a
 * non-image or an oversize file fails here (a retry sends the whole set again); photos past the ad's
 * allowance are ignored, and saved photos left out are removed.
 */
export async function uploadAdImages(
  adId: string,
  photos: readonly ChosenPhoto[],
  onProgress: (percent: number, part: UploadPart) => void,
): Promise<PublicAd['images']> {
  const newPhotos = photos.filter((photo) => photo.kind === 'new').length;
  const rounds = Math.max(1, Math.ceil(newPhotos / MAX_IMAGES_PER_UPLOAD));
  let remaining = [...photos];
  let images: PublicAd['images'] = [];
  for (let round = 0; round < rounds; round++) {
    const sent = nextUploadSet(remaining);
    images = await sendWithProgress(
      adsApi.setAdImages.answer,
      'POST',
      apiPath(adsApi.setAdImages, { params: { id: adId } }),
      photoSetForm(sent),
      (percent) =>
        onProgress(Math.round(((round + percent / 100) / rounds) * 100), { part: round + 1, parts: rounds }),
    );
    remaining = withUploaded(remaining, sent, images);
  }
  return images;
}
