import * as adsApi from '../../../../shared/api/ads';
import { apiPath } from '../../../../shared/api/operation';
import { sendWithProgress } from './send-with-progress';

/** Removes the ad's photos: it shows the standard placeholder picture again. */
export function removeAdImages(adId: string) {
  const op = adsApi.removeAdImages;
  return sendWithProgress(op.answer, 'DELETE', apiPath(op, { params: { id: adId } }), null);
}
