import { queryOptions, useQuery } from '@tanstack/react-query';
import * as settingsApi from '../../../../shared/api/platform-settings';
import {
  type EffectiveFeatures,
  effectiveFeatures,
  PLATFORM_SETTING_DEFAULTS,
} from '../../../../shared/platform-features';
import { callApi } from '../../../lib/api-client';
import { platformSettingsKeys } from '../../../lib/query-keys';

export function getPlatformSettings(signal?: AbortSignal) {
  return callApi(settingsApi.getPlatformSettings, { signal });
}

export const platformSettingsQueryOptions = () =>
  queryOptions({
    queryKey: platformSettingsKeys.current,
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

/** SPEC section 8: when the settings cannot be read, their defaults are used. */
export const DEFAULT_FEATURES = effectiveFeatures(PLATFORM_SETTING_DEFAULTS);

/**
 * The settings the interface goes by: none while the first answer is on its way (nothing monetary
 * flashes), the server's (then the live stream's) once it came, SPEC's defaults once a read failed,
 * also while it is tried again (a failed query is fetched anew when another component asks for it).
 * `paymentProvider` is unknown (null) until an answer came.
 */
export function usePlatformSettings() {
  const { data, errorUpdatedAt } = useQuery(platformSettingsQueryOptions());
  const failed = errorUpdatedAt > 0;
  let features = NOTHING_YET;
  if (data) features = data.features;
  else if (failed) features = DEFAULT_FEATURES;
  return { isPending: !data && !failed, features, paymentProvider: data?.payment_provider ?? null };
}

/** Which monetisation features are in effect (see usePlatformSettings). */
export function usePlatformFeatures(): EffectiveFeatures {
  return usePlatformSettings().features;
}
