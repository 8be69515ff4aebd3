import { queryOptions, useQuery } from '@tanstack/react-query';
import { BlockedWordList } from '../../../../shared/schemas/blocked-words';
import { apiGet } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** GET /api/v1/admin/blocked-words (admins): the whole list, alphabetically. */
export function getBlockedWords(signal?: AbortSignal) {
  return apiGet(BlockedWordList, '/api/v1/admin/blocked-words', undefined, signal);
}

export const blockedWordsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.blockedWords, queryFn: ({ signal }) => getBlockedWords(signal) });

export const useBlockedWords = () => useQuery(blockedWordsQueryOptions());
