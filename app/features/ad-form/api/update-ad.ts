import type { AdFormOutput } from '../../../../shared/schemas/ad-input';
import { Ad } from '../../../../shared/schemas/ads';
import { apiPatch } from '../../../lib/api-client';

/** PATCH /ads/{id}: every field; an owner's edit sends the ad back to moderation. */
export function updateAd(id: string, body: AdFormOutput) {
  return apiPatch(Ad, `/api/v1/ads/${encodeURIComponent(id)}`, body);
}
