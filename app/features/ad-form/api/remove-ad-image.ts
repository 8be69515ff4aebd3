import { AdImageList } from '../../../../shared/schemas/ads';
import { sendWithProgress } from './send-with-progress';

/** Removes the ad's photos: it shows the standard placeholder picture again. */
export function removeAdImages(adId: string) {
  return sendWithProgress(AdImageList, 'DELETE', `/api/v1/ads/${encodeURIComponent(adId)}/images`, null);
}
