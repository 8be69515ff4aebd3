import { queryOptions, useQuery } from '@tanstack/react-query';
import * as auditApi from '../../../../shared/api/admin-audit';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** GET /admin/audit-log/facets: the actions and kinds of record in the log, for the filters. */
export const getAuditFacets = (signal?: AbortSignal) => callApi(auditApi.getAuditLogFacets, { signal });

export const auditFacetsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.auditFacets,
    queryFn: ({ signal }) => getAuditFacets(signal),
    staleTime: 0,
  });

export function useAuditFacets() {
  return useQuery(auditFacetsQueryOptions());
}
