import { queryOptions, useQuery } from '@tanstack/react-query';
import * as blockedWordsApi from '../../../../shared/api/admin-blocked-words';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** GET /admin/blocked-words (admins): the whole list, alphabetically. */
export function getBlockedWords(signal?: AbortSignal) {
  return callApi(blockedWordsApi.listBlockedWords, { signal });
}

export const blockedWordsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.blockedWords, queryFn: ({ signal }) => getBlockedWords(signal) });

export const useBlockedWords = () => useQuery(blockedWordsQueryOptions());
