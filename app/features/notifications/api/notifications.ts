import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import * as notificationsApi from '../../../../shared/api/notifications';
import { callApi } from '../../../lib/api-client';
import { notificationKeys } from '../../../lib/query-keys';

const PAGE_SIZE = 10;
/** How often the bell asks for news while the page is open (and on every return to the tab). */
const UNREAD_POLL_MS = 60_000;

export function useUnreadCount() {
  return useQuery({
    queryKey: notificationKeys.unread,
    queryFn: ({ signal }) => callApi(notificationsApi.getUnreadNotifications, { signal }),
    select: (data) => data.unread_count,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
  });
}

/** When the count grows (a poll or a return to the tab found news), an open list loads again too. */
export function useRefreshOnNews(unread: number) {
  const client = useQueryClient();
  const previous = useRef(unread);
  useEffect(() => {
    if (unread > previous.current) void client.invalidateQueries({ queryKey: notificationKeys.list });
    previous.current = unread;
  }, [unread, client]);
}

/** The list, loaded only while the panel is open. */
export function useNotifications(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: notificationKeys.list,
    queryFn: ({ pageParam, signal }) =>
      callApi(notificationsApi.listNotifications, { query: { limit: PAGE_SIZE, offset: pageParam }, signal }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.has_more ? pages.length * PAGE_SIZE : undefined),
    enabled,
    // Opening the panel always looks again: a message may have arrived since the last look.
    staleTime: 0,
  });
}

/** Marks the given notices (all when none) read, then refreshes the count and the list. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) =>
      callApi(notificationsApi.markNotificationsRead, { body: ids ? { ids } : {} }),
    onSuccess: ({ unread_count }) => {
      client.setQueryData(notificationKeys.unread, { unread_count });
      return client.invalidateQueries({ queryKey: notificationKeys.list });
    },
  });
}
