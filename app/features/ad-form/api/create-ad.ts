import * as adsApi from '../../../../shared/api/ads';
import type { AdFormOutput } from '../../../../shared/schemas/ad-input';
import { callApi } from '../../../lib/api-client';

/** POST /ads: the new ad waits for moderation; its photo is uploaded afterwards. */
export function createAd(body: AdFormOutput) {
  return callApi(adsApi.createAd, { body });
}
