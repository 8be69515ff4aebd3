import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as mapApi from '../../../../shared/api/map';
import { callApi } from '../../../lib/api-client';
import { mapKeys } from '../../../lib/query-keys';

/** categories: slugs; undefined means every category. */
export type MapAdsFilter = { city: string; categories?: string[] };

export function getMapAds(filter: MapAdsFilter, signal?: AbortSignal) {
  const query = { city: filter.city, category: filter.categories?.join(',') };
  return callApi(mapApi.listMapAds, { query, signal });
}

export const mapAdsQueryOptions = (filter: MapAdsFilter) =>
  queryOptions({
    queryKey: mapKeys.markers(filter),
    queryFn: ({ signal }) => getMapAds(filter, signal),
    staleTime: 60_000,
  });

/** The markers for a filter; the previous ones stay on the map while the next load. */
export function useMapAds(filter: MapAdsFilter, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...mapAdsQueryOptions(filter),
    enabled: options.enabled ?? true,
    placeholderData: keepPreviousData,
  });
}
