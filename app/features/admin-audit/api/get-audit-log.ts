import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import * as auditApi from '../../../../shared/api/admin-audit';
import { AUDIT_LOG_PAGE_SIZE } from '../../../../shared/schemas/audit-log';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

export type AuditFilters = { action?: string; entityType?: string; actorId?: string };

/** GET /admin/audit-log: one page of entries, newest first, after `cursor`. */
export function getAuditLog(filters: AuditFilters, cursor: string | null, signal?: AbortSignal) {
  return callApi(auditApi.listAuditLog, {
    query: {
      action: filters.action,
      entity_type: filters.entityType,
      actor_id: filters.actorId,
      cursor: cursor ?? undefined,
      limit: AUDIT_LOG_PAGE_SIZE,
    },
    signal,
  });
}

export const auditLogQueryOptions = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: adminKeys.auditLog(filters),
    queryFn: ({ pageParam, signal }) => getAuditLog(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    // Other admins keep working: look again whenever the page is opened.
    staleTime: 0,
  });

export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery({ ...auditLogQueryOptions(filters), placeholderData: keepPreviousData });
}
