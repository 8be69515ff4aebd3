import { queryOptions, useQuery } from '@tanstack/react-query';
import * as adsApi from '../../../../shared/api/ads';
import * as moderationApi from '../../../../shared/api/moderation';
import { callApi } from '../../../lib/api-client';
import { adKeys } from '../../../lib/query-keys';

/**
 * The ad the form edits, with its contact details: the owner gets them from GET /ads/{id}, an admin
 * (whose public answer has none: docs/decisions/031) from GET /admin/ads/{id}.
 */
export function getAdForEditing(id: string, asAdmin: boolean, signal?: AbortSignal) {
  return asAdmin
    ? callApi(moderationApi.getModerationAd, { params: { id }, signal })
    : callApi(adsApi.getAd, { params: { id }, signal });
}

export const adForEditingQueryOptions = (id: string, asAdmin: boolean) =>
  queryOptions({
    queryKey: adKeys.editing(id, asAdmin),
    queryFn: ({ signal }) => getAdForEditing(id, asAdmin, signal),
  });

export function useAdForEditing(id: string, asAdmin: boolean) {
  return useQuery(adForEditingQueryOptions(id, asAdmin));
}
