import { queryOptions } from '@tanstack/react-query';
import * as trustApi from '../../../../shared/api/trust-settings';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** GET /admin/trust-settings (admins): each number with its default and range. */
export function getTrustSettings(signal?: AbortSignal) {
  return callApi(trustApi.getTrustSettings, { signal });
}

export const trustSettingsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.trustSettings, queryFn: ({ signal }) => getTrustSettings(signal) });
