import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EffectiveFeatures } from '../../../../shared/platform-features';
import type { PlatformSettingsState } from '../../../../shared/schemas/platform-settings';
import { apiGet } from '../../../lib/api-client';

export function getPlatformSettings(signal?: AbortSignal) {
  return apiGet<PlatformSettingsState>('/api/v1/platform-settings', undefined, signal);
}

export const platformSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['platform-settings'],
    queryFn: ({ signal }) => getPlatformSettings(signal),
    staleTime: Infinity,
  });

const NOTHING_YET: EffectiveFeatures = {
  ad_upgrades: false,
  ad_boosts: false,
  sponsorships: false,
  pricing_page: false,
  subscriptions: false,
};

/** Which monetisation features are in effect; none until the answer arrives (nothing monetary flashes). */
export function usePlatformFeatures(): EffectiveFeatures {
  const { data } = useQuery(platformSettingsQueryOptions());
  return data?.features ?? NOTHING_YET;
}
