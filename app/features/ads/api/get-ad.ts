import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Ad, AdView, type PublicAd } from '../../../../shared/schemas/ads';
import { apiGet } from '../../../lib/api-client';
import { adKeys } from '../../../lib/query-keys';

/** A visitor gets a PublicAd (no contact fields); a signed-in viewer gets an Ad. */
export function getAd(id: string, signal?: AbortSignal) {
  return apiGet(AdView, `/api/v1/ads/${encodeURIComponent(id)}`, undefined, signal);
}

export const adQueryOptions = (id: string) =>
  queryOptions({ queryKey: adKeys.detail(id), queryFn: ({ signal }) => getAd(id, signal) });

export function useAd(id: string) {
  return useQuery(adQueryOptions(id));
}

export function hasContactFields(ad: PublicAd | Ad): ad is Ad {
  return 'email' in ad && typeof (ad as Ad).email === 'string';
}
