import { queryOptions, useQuery } from '@tanstack/react-query';
import { SiteConfig } from '../../../../shared/schemas/site-config';
import { apiGet } from '../../../lib/api-client';
import { siteConfigKeys } from '../../../lib/query-keys';

export function getSiteConfig(signal?: AbortSignal) {
  return apiGet(SiteConfig, '/api/v1/site-config', undefined, signal);
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
