import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import * as eventsApi from '../../../../shared/api/events';
import { ADS_PAGE_SIZE } from '../../../../shared/constants';
import type { EventList } from '../../../../shared/schemas/events';
import { callApi } from '../../../lib/api-client';
import { eventKeys } from '../../../lib/query-keys';

/** `from`: the cursor the list starts at. */
export type EventsFilter = { when: EventList; city?: string; from?: string };

export function getEvents(filter: EventsFilter & { cursor?: string | null }, signal?: AbortSignal) {
  const { when, city } = filter;
  return callApi(eventsApi.listEvents, {
    query: { when, city, cursor: filter.cursor ?? undefined, limit: ADS_PAGE_SIZE },
    signal,
  });
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
