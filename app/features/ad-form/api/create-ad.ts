import type { AdFormOutput } from '../../../../shared/schemas/ad-input';
import { apiPost } from '../../../lib/api-client';

/** POST /ads: the new ad waits for moderation; its photo is uploaded afterwards. */
export function createAd(body: AdFormOutput) {
  return apiPost<{ id: string }>('/api/v1/ads', body);
}
