import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminPlan, type PlanChange, type PlanInput } from '../../../../shared/schemas/plans';
import { apiPatch, apiPost } from '../../../lib/api-client';
import { adminKeys, planKeys } from '../../../lib/query-keys';

export type SavePlanRequest = { id: null; body: PlanInput } | { id: string; body: PlanChange };

/** POST /api/v1/admin/plans (no id: a new plan) or PATCH /api/v1/admin/plans/{id} → the saved plan. */
export function savePlan(request: SavePlanRequest) {
  return request.id
    ? apiPatch(AdminPlan, `/api/v1/admin/plans/${encodeURIComponent(request.id)}`, request.body)
    : apiPost(AdminPlan, '/api/v1/admin/plans', request.body);
}

export function useSavePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePlan,
    // The public list (/pricing, upgrade dialogs) shows prices too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.plans }),
        queryClient.invalidateQueries({ queryKey: planKeys.all }),
      ]),
  });
}
