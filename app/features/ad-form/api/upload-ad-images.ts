import type { PublicAd } from '../../../../shared/schemas/ads';
import type { ChosenPhoto } from '../utils/photo-set';
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

/**
 * Makes `photos` the ad's photos, in order, the first the main one; `onProgress` follows the upload in
 * percent. The server decodes, turns and strips each new file, so a non-image or an oversize file fails
 * here; photos past the ad's allowance are ignored, and saved photos left out are removed.
 */
export function uploadAdImages(
  adId: string,
  photos: readonly ChosenPhoto[],
  onProgress: (percent: number) => void,
) {
  return sendWithProgress<PublicAd['images']>(
    'POST',
    `/api/v1/ads/${encodeURIComponent(adId)}/images`,
    photoSetForm(photos),
    onProgress,
  );
}
