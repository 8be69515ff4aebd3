import { queryOptions } from '@tanstack/react-query';
import { TrustSettingsState } from '../../../../shared/schemas/trust-settings';
import { apiGet } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** GET /api/v1/admin/trust-settings (admins): each number with its default and range. */
export function getTrustSettings(signal?: AbortSignal) {
  return apiGet(TrustSettingsState, '/api/v1/admin/trust-settings', undefined, signal);
}

export const trustSettingsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.trustSettings, queryFn: ({ signal }) => getTrustSettings(signal) });
