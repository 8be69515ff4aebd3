import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as usersApi from '../../../../shared/api/admin-users';
import { SUGGESTIONS } from '../../../../shared/constants';
import type { AdminUser } from '../../../../shared/schemas/admin-users';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

/** A person as the pickers show them: the fields of an admin's user list they need. */
export type PersonSummary = Pick<AdminUser, 'id' | 'display_name' | 'email' | 'role'>;

export const PEOPLE_SEARCH_LIMIT = 20;

/** GET /admin/users: people whose name or email contains the text, by name. */
export function searchPeople(text: string, signal?: AbortSignal) {
  return callApi(usersApi.listUsers, {
    query: { q: text, limit: PEOPLE_SEARCH_LIMIT, sort: 'name' },
    signal,
  });
}

export const peopleSearchQueryOptions = (text: string) =>
  queryOptions({
    queryKey: adminKeys.people(text),
    queryFn: ({ signal }) => searchPeople(text, signal),
    staleTime: 30_000,
  });

/** The people matching `text` once the typing pauses; the last answer stays while typing. */
export function usePeopleSearch(text: string, enabled: boolean) {
  const query = useDebouncedValue(text.trim(), SUGGESTIONS.debounceMs);
  return useQuery({ ...peopleSearchQueryOptions(query), enabled, placeholderData: keepPreviousData });
}
