import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PlanDeleted } from '../../../../shared/schemas/plans';
import { apiDelete } from '../../../lib/api-client';
import { adminKeys, planKeys } from '../../../lib/query-keys';

/** DELETE /api/v1/admin/plans/{id}; refused (409) for a plan payments or subscriptions name. */
export function deletePlan(id: string) {
  return apiDelete(PlanDeleted, `/api/v1/admin/plans/${encodeURIComponent(id)}`);
}

export function useDeletePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlan,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.plans }),
        queryClient.invalidateQueries({ queryKey: planKeys.all }),
      ]),
  });
}
