import { queryOptions, useQuery } from '@tanstack/react-query';
import { OwnAds } from '../../../../shared/schemas/ads';
import { apiGet } from '../../../lib/api-client';

/** The signed-in person's own ads in every status (pending, approved, rejected), newest first. */
export function getMyAds(signal?: AbortSignal) {
  return apiGet(OwnAds, '/api/v1/me/ads', undefined, signal);
}

/** Under `['ads']`, so whatever refreshes ads after a write refreshes this list too; per person. */
export const myAdsQueryKey = (userId: string) => ['ads', 'mine', userId] as const;

export const myAdsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: myAdsQueryKey(userId),
    queryFn: ({ signal }) => getMyAds(signal),
    // Statuses change when a moderator acts: look again whenever the page is opened.
    staleTime: 0,
  });

export function useMyAds(userId: string) {
  return useQuery(myAdsQueryOptions(userId));
}
