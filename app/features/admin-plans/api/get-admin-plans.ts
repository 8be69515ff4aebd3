import { queryOptions, useQuery } from '@tanstack/react-query';
import { AdminPlanList } from '../../../../shared/schemas/plans';
import { apiGet } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** GET /api/v1/admin/plans: every plan, active or not, with whether it was ever bought. */
export async function getAdminPlans(signal?: AbortSignal) {
  return (await apiGet(AdminPlanList, '/api/v1/admin/plans', undefined, signal)).items;
}

export const adminPlansQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.plans, queryFn: ({ signal }) => getAdminPlans(signal), staleTime: 0 });

export function useAdminPlans() {
  return useQuery(adminPlansQueryOptions());
}
