import { queryOptions, useQuery } from '@tanstack/react-query';
import { OwnAds } from '../../../../shared/schemas/ads';
import { apiGet } from '../../../lib/api-client';
import { adKeys } from '../../../lib/query-keys';

/** The signed-in person's own ads in every status (pending, approved, rejected), newest first. */
export function getMyAds(signal?: AbortSignal) {
  return apiGet(OwnAds, '/api/v1/me/ads', undefined, signal);
}

export const myAdsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: adKeys.mine(userId),
    queryFn: ({ signal }) => getMyAds(signal),
    // Statuses change when a moderator acts: look again whenever the page is opened.
    staleTime: 0,
  });

/** `enabled` false holds the request back (My Ads waits for a renewal its link asked for). */
export function useMyAds(userId: string, enabled = true) {
  return useQuery({ ...myAdsQueryOptions(userId), enabled });
}
