import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as searchApi from '../../../../shared/api/search';
import { SUGGESTIONS } from '../../../../shared/constants';
import { callApi } from '../../../lib/api-client';
import { searchKeys } from '../../../lib/query-keys';

/** GET /search/suggestions: up to 5 ads for what is typed (2+ characters), optionally in one city. */
export function getSuggestions(q: string, city: string | undefined, signal?: AbortSignal) {
  return callApi(searchApi.suggestAds, { query: { q, city }, signal });
}

export const suggestionsQueryOptions = (q: string, city?: string) =>
  queryOptions({
    queryKey: searchKeys.suggestions(q, city ?? null),
    queryFn: ({ signal }) => getSuggestions(q, city, signal),
    // A failed request closes the panel at once (SPEC): no retries to wait for.
    retry: false,
    staleTime: 30_000,
  });

/**
 * Suggestions for `q` once it has 2+ characters. While the next ones load, the last ones stay on show
 * (placeholderData), so the panel does not blink between keystrokes.
 */
export function useSuggestions(q: string, options: { enabled: boolean; city?: string }) {
  return useQuery({
    ...suggestionsQueryOptions(q, options.city),
    enabled: options.enabled && q.length >= SUGGESTIONS.minChars,
    placeholderData: keepPreviousData,
  });
}
