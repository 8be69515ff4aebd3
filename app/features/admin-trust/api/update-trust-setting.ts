import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TrustSettingsState } from '../../../../shared/schemas/trust-settings';
import type { TrustSettingKey } from '../../../../shared/trust-settings';
import { apiPut } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

export type TrustSettingUpdate = { key: TrustSettingKey; value: number };

/** PUT /api/v1/admin/trust-settings/{key} (admins): the numbers after the change. */
export function updateTrustSetting({ key, value }: TrustSettingUpdate) {
  return apiPut(TrustSettingsState, `/api/v1/admin/trust-settings/${key}`, { value });
}

export function useUpdateTrustSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTrustSetting,
    onSuccess: (state) => queryClient.setQueryData(adminKeys.trustSettings, state),
  });
}
