import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as plansApi from '../../../../shared/api/plans';
import type { PlanChange, PlanInput } from '../../../../shared/schemas/plans';
import { callApi } from '../../../lib/api-client';
import { adminKeys, planKeys } from '../../../lib/query-keys';

export type SavePlanRequest = { id: null; body: PlanInput } | { id: string; body: PlanChange };

/** POST /admin/plans (no id: a new plan) or PATCH /admin/plans/{id} → the saved plan. */
export function savePlan(request: SavePlanRequest) {
  return request.id !== null
    ? callApi(plansApi.updatePlan, { params: { id: request.id }, body: request.body })
    : callApi(plansApi.createPlan, { body: request.body });
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
