import { queryOptions, useQuery } from '@tanstack/react-query';
import * as plansApi from '../../../../shared/api/plans';
import type { EffectiveFeatures } from '../../../../shared/platform-features';
import type { Plan } from '../../../../shared/schemas/plans';
import { callApi, isApiError } from '../../../lib/api-client';
import { planKeys } from '../../../lib/query-keys';

/** GET /plans: what is on sale now. Nothing on sale at all (403 FEATURE_DISABLED) reads as none. */
export async function getPlans(signal?: AbortSignal): Promise<Plan[]> {
  try {
    return (await callApi(plansApi.listPlans, { signal })).items;
  } catch (error) {
    if (isApiError(error) && error.code === 'FEATURE_DISABLED') return [];
    throw error;
  }
}

/** Keyed by the features in effect: when a switch changes live, the list is asked for again. */
export const plansQueryOptions = (features: EffectiveFeatures) =>
  queryOptions({
    queryKey: planKeys.onSale(features),
    queryFn: ({ signal }) => getPlans(signal),
    staleTime: 60_000,
  });

export function usePlans(features: EffectiveFeatures, enabled: boolean) {
  return useQuery({ ...plansQueryOptions(features), enabled });
}
