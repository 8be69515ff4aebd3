import type { QueryClient } from '@tanstack/react-query';
import {
  adKeys,
  blockKeys,
  eventKeys,
  mapKeys,
  ratingKeys,
  searchKeys,
  sponsoredKeys,
} from '../../../lib/query-keys';

/**
 * A block hides ads from every list, search, map and event page: all of them are read again. An ad's
 * page is only marked stale (read again when next opened): the one the block was made on is being
 * left, and reading it now would only get a 404.
 */
export const refreshAfterBlock = (queryClient: QueryClient) =>
  Promise.all([
    ...[blockKeys.list, ratingKeys.all, searchKeys.all, mapKeys.all, eventKeys.all, sponsoredKeys.all].map(
      (queryKey) => queryClient.invalidateQueries({ queryKey }),
    ),
    queryClient.invalidateQueries({
      queryKey: adKeys.all,
      predicate: (query) => query.queryKey[1] !== adKeys.details[1],
    }),
    queryClient.invalidateQueries({ queryKey: adKeys.details, refetchType: 'none' }),
  ]);
