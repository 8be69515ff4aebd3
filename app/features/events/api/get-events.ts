import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ADS_PAGE_SIZE } from '../../../../shared/constants';
import { AdPage } from '../../../../shared/schemas/ads';
import type { EventList } from '../../../../shared/schemas/events';
import { apiGet } from '../../../lib/api-client';
import { eventKeys } from '../../../lib/query-keys';

/** `from`: the cursor the list starts at. */
export type EventsFilter = { when: EventList; city?: string; from?: string };

export function getEvents(filter: EventsFilter & { cursor?: string | null }, signal?: AbortSignal) {
  return apiGet(
    AdPage,
    '/api/v1/events',
    { when: filter.when, city: filter.city, cursor: filter.cursor, limit: ADS_PAGE_SIZE },
    signal,
  );
}

/** Upcoming (soonest first) or past (latest first) events, a page at a time (cursor paging). */
export const eventsInfiniteQueryOptions = (filter: EventsFilter) =>
  infiniteQueryOptions({
    queryKey: eventKeys.list(filter),
    queryFn: ({ pageParam, signal }) => getEvents({ ...filter, cursor: pageParam }, signal),
    initialPageParam: (filter.from ?? null) as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useEvents(filter: EventsFilter) {
  return useInfiniteQuery(eventsInfiniteQueryOptions(filter));
}
