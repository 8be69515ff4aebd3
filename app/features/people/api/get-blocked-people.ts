import { queryOptions, useQuery } from '@tanstack/react-query';
import * as blocksApi from '../../../../shared/api/blocks';
import { callApi } from '../../../lib/api-client';
import { blockKeys } from '../../../lib/query-keys';

/** GET /me/blocks: everyone the signed-in person blocked, the latest first. */
export const getBlockedPeople = (signal?: AbortSignal) => callApi(blocksApi.listBlockedPeople, { signal });

export const blockedPeopleQueryOptions = () =>
  queryOptions({ queryKey: blockKeys.list, queryFn: ({ signal }) => getBlockedPeople(signal) });

export function useBlockedPeople() {
  return useQuery(blockedPeopleQueryOptions());
}
