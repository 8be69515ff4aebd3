import { queryOptions, useQuery } from '@tanstack/react-query';
import * as plansApi from '../../../../shared/api/plans';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** GET /admin/plans: every plan, active or not, with whether it was ever bought. */
export async function getAdminPlans(signal?: AbortSignal) {
  return (await callApi(plansApi.listAdminPlans, { signal })).items;
}

export const adminPlansQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.plans, queryFn: ({ signal }) => getAdminPlans(signal), staleTime: 0 });

export function useAdminPlans() {
  return useQuery(adminPlansQueryOptions());
}
