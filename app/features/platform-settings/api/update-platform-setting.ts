import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ERROR_CODES, type ErrorCode, errorCodeForStatus } from '../../../../shared/error-codes';
import type { PlatformSettingKey } from '../../../../shared/platform-features';
import type { PlatformSettingsState } from '../../../../shared/schemas/platform-settings';
import { ApiError } from '../../../lib/api-client';
import { platformSettingsQueryOptions } from './get-platform-settings';

export type SettingChange = { key: PlatformSettingKey; enabled: boolean };

// app/lib/api-client.ts has no PUT helper yet; this is the same request in its error format.
async function put<T>(path: string, body: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'PUT',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'Accept-Language': document.documentElement.lang || 'uk',
      },
      credentials: 'same-origin',
      body: JSON.stringify(body),
    });
  } catch (cause) {
    throw new ApiError(0, 'NETWORK', cause instanceof Error ? cause.message : 'Network error');
  }
  const payload = (await response.json().catch(() => null)) as
    | (T & { error?: { code?: string; message?: string } })
    | null;
  if (response.ok) return payload as T;
  const code = payload?.error?.code;
  const known = (ERROR_CODES as readonly string[]).includes(code ?? '');
  throw new ApiError(
    response.status,
    known ? (code as ErrorCode) : errorCodeForStatus(response.status),
    payload?.error?.message ?? response.statusText,
  );
}

/** PUT /api/v1/admin/platform-settings/{key} (admins): the settings after the change. */
export function updatePlatformSetting({ key, enabled }: SettingChange) {
  return put<PlatformSettingsState>(`/api/v1/admin/platform-settings/${key}`, { enabled });
}

/** Turns one switch; the answer replaces the settings at once (the live stream confirms it later). */
export function useUpdatePlatformSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePlatformSetting,
    onSuccess: (state) => queryClient.setQueryData(platformSettingsQueryOptions().queryKey, state),
  });
}
