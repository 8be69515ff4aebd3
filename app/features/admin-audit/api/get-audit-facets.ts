import { queryOptions, useQuery } from '@tanstack/react-query';
import { AuditLogFacets } from '../../../../shared/schemas/audit-log';
import { apiGet } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** GET /api/v1/admin/audit-log/facets: the actions and kinds of record in the log, for the filters. */
export const getAuditFacets = (signal?: AbortSignal) =>
  apiGet(AuditLogFacets, '/api/v1/admin/audit-log/facets', undefined, signal);

export const auditFacetsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.auditFacets,
    queryFn: ({ signal }) => getAuditFacets(signal),
    staleTime: 0,
  });

export function useAuditFacets() {
  return useQuery(auditFacetsQueryOptions());
}
