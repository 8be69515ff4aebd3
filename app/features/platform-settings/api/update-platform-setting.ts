import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as settingsApi from '../../../../shared/api/platform-settings';
import type { PlatformSettingKey } from '../../../../shared/platform-features';
import { callApi } from '../../../lib/api-client';
import { platformSettingsKeys } from '../../../lib/query-keys';

export type SettingChange = { key: PlatformSettingKey; enabled: boolean };

/** PUT /admin/platform-settings/{key} (admins): the settings after the change. */
export function updatePlatformSetting({ key, enabled }: SettingChange) {
  return callApi(settingsApi.updatePlatformSetting, { params: { key }, body: { enabled } });
}

/** Turns one switch; the answer replaces the settings at once (the live stream confirms it later). */
export function useUpdatePlatformSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePlatformSetting,
    onSuccess: (state) => queryClient.setQueryData(platformSettingsKeys.current, state),
  });
}
