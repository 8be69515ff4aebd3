import * as adsApi from '../../../../shared/api/ads';
import type { AdFormOutput } from '../../../../shared/schemas/ad-input';
import { callApi } from '../../../lib/api-client';

/** PATCH /ads/{id}: every field; an owner's edit sends the ad back to moderation. */
export function updateAd(id: string, body: AdFormOutput) {
  return callApi(adsApi.updateAd, { params: { id }, body });
}
