import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as trustApi from '../../../../shared/api/trust-settings';
import type { TrustSettingKey } from '../../../../shared/trust-settings';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

export type TrustSettingUpdate = { key: TrustSettingKey; value: number };

/** PUT /admin/trust-settings/{key} (admins): the numbers after the change. */
export function updateTrustSetting({ key, value }: TrustSettingUpdate) {
  return callApi(trustApi.updateTrustSetting, { params: { key }, body: { value } });
}

export function useUpdateTrustSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTrustSetting,
    onSuccess: (state) => queryClient.setQueryData(adminKeys.trustSettings, state),
  });
}
