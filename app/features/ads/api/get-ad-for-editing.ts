import { queryOptions, useQuery } from '@tanstack/react-query';
import { Ad, AdView } from '../../../../shared/schemas/ads';
import { apiGet } from '../../../lib/api-client';
import { adKeys } from '../../../lib/query-keys';

/**
 * The ad the form edits, with its contact details: the owner gets them from GET /ads/{id}, an admin
 * (whose public answer has none: docs/decisions/031) from GET /admin/ads/{id}.
 */
export function getAdForEditing(id: string, asAdmin: boolean, signal?: AbortSignal) {
  const path = encodeURIComponent(id);
  return asAdmin
    ? apiGet(Ad, `/api/v1/admin/ads/${path}`, undefined, signal)
    : apiGet(AdView, `/api/v1/ads/${path}`, undefined, signal);
}

export const adForEditingQueryOptions = (id: string, asAdmin: boolean) =>
  queryOptions({
    queryKey: adKeys.editing(id, asAdmin),
    queryFn: ({ signal }) => getAdForEditing(id, asAdmin, signal),
  });

export function useAdForEditing(id: string, asAdmin: boolean) {
  return useQuery(adForEditingQueryOptions(id, asAdmin));
}
