import type { AdFormOutput } from '../../../../shared/schemas/ad-input';
import { AdCreated } from '../../../../shared/schemas/ads';
import { apiPost } from '../../../lib/api-client';

/** POST /ads: the new ad waits for moderation; its photo is uploaded afterwards. */
export function createAd(body: AdFormOutput) {
  return apiPost(AdCreated, '/api/v1/ads', body);
}
