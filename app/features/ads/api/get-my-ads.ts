import { queryOptions, useQuery } from '@tanstack/react-query';
import * as meApi from '../../../../shared/api/me';
import { callApi } from '../../../lib/api-client';
import { adKeys } from '../../../lib/query-keys';

/** The signed-in person's own ads in every status (pending, approved, rejected), newest first. */
export function getMyAds(signal?: AbortSignal) {
  return callApi(meApi.listOwnAds, { signal });
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
