import { queryOptions, useQuery } from '@tanstack/react-query';
import * as sponsoredApi from '../../../../shared/api/sponsored';
import { callApi } from '../../../lib/api-client';
import { sponsoredKeys } from '../../../lib/query-keys';
import { usePlatformFeatures } from '../../platform-settings/api/get-platform-settings';

export type SponsoredFilter = { city?: string; category?: string };

export function getSponsoredAds(filter: SponsoredFilter, signal?: AbortSignal) {
  const query = { city: filter.city, category: filter.category };
  return callApi(sponsoredApi.listSponsoredAds, { query, signal });
}

export const sponsoredAdsQueryOptions = (filter: SponsoredFilter) =>
  queryOptions({
    queryKey: sponsoredKeys.slot(filter),
    queryFn: ({ signal }) => getSponsoredAds(filter, signal),
    // The server rotates sponsors: a fresh choice each visit, not on every focus.
    staleTime: 60_000,
    retry: false,
  });

/**
 * The sponsored ads for a listing page, asked for only while sponsorships are in effect (which
 * follows the live platform settings); none otherwise.
 */
export function useSponsoredAds(filter: SponsoredFilter) {
  const { sponsorships } = usePlatformFeatures();
  const query = useQuery({ ...sponsoredAdsQueryOptions(filter), enabled: sponsorships });
  return sponsorships && query.data ? query.data.items : [];
}
