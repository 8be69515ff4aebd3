import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as plansApi from '../../../../shared/api/plans';
import { callApi } from '../../../lib/api-client';
import { adminKeys, planKeys } from '../../../lib/query-keys';

/** DELETE /admin/plans/{id}; refused (409) for a plan payments or subscriptions name. */
export function deletePlan(id: string) {
  return callApi(plansApi.deletePlan, { params: { id } });
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
