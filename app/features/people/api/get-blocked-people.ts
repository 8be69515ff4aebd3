import { queryOptions, useQuery } from '@tanstack/react-query';
import { BlockedPeople } from '../../../../shared/schemas/blocks';
import { apiGet } from '../../../lib/api-client';
import { blockKeys } from '../../../lib/query-keys';

/** GET /me/blocks: everyone the signed-in person blocked, the latest first. */
export const getBlockedPeople = (signal?: AbortSignal) =>
  apiGet(BlockedPeople, '/api/v1/me/blocks', undefined, signal);

export const blockedPeopleQueryOptions = () =>
  queryOptions({ queryKey: blockKeys.list, queryFn: ({ signal }) => getBlockedPeople(signal) });

export function useBlockedPeople() {
  return useQuery(blockedPeopleQueryOptions());
}
