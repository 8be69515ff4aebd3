import type { PublicAd } from '../../../../shared/schemas/ads';
import { sendWithProgress } from './send-with-progress';

/**
 * Replaces the ad's photos with `files`, in order, the first the main one (multipart field `images`,
 * repeated); `onProgress` follows the upload in percent. The server decodes, turns and strips each
 * file, so a non-image or an oversize file fails here; files past the ad's allowance are ignored.
 */
export function uploadAdImages(adId: string, files: readonly File[], onProgress: (percent: number) => void) {
  const form = new FormData();
  for (const file of files) form.append('images', file, file.name);
  return sendWithProgress<PublicAd['images']>(
    'POST',
    `/api/v1/ads/${encodeURIComponent(adId)}/images`,
    form,
    onProgress,
  );
}
