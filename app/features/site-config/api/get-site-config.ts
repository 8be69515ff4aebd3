import { queryOptions, useQuery } from '@tanstack/react-query';
import * as siteApi from '../../../../shared/api/site';
import { callApi } from '../../../lib/api-client';
import { siteConfigKeys } from '../../../lib/query-keys';

export function getSiteConfig(signal?: AbortSignal) {
  return callApi(siteApi.getSiteConfig, { signal });
}

export const siteConfigQueryOptions = () =>
  queryOptions({
    queryKey: siteConfigKeys.current,
    queryFn: ({ signal }) => getSiteConfig(signal),
    staleTime: Infinity,
  });

export function useSiteConfig(options: { enabled?: boolean } = {}) {
  return useQuery({ ...siteConfigQueryOptions(), enabled: options.enabled ?? true });
}
