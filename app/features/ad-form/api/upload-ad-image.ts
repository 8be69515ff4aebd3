import type { PublicAd } from '../../../../shared/schemas/ads';
import { sendWithProgress } from './send-with-progress';

/**
 * Replaces the ad's photo (multipart field `images`); `onProgress` follows the upload in percent. The
 * server decodes, turns and strips the file, so a non-image or an oversize file fails here.
 */
export function uploadAdImage(adId: string, file: File, onProgress: (percent: number) => void) {
  const form = new FormData();
  form.append('images', file, file.name);
  return sendWithProgress<PublicAd['images']>(
    'POST',
    `/api/v1/ads/${encodeURIComponent(adId)}/images`,
    form,
    onProgress,
  );
}
