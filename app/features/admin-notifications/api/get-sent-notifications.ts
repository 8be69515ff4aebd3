import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import * as notificationsApi from '../../../../shared/api/admin-notifications';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

export const SENT_NOTIFICATIONS_PAGE_SIZE = 10;
/** GET /admin/notifications: one page of sent notifications, newest first. */
export function getSentNotifications(offset: number, signal?: AbortSignal) {
  return callApi(notificationsApi.listSentNotifications, {
    query: { limit: SENT_NOTIFICATIONS_PAGE_SIZE, offset },
    signal,
  });
}

export const sentNotificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: adminKeys.sentNotifications,
    queryFn: ({ pageParam, signal }) => getSentNotifications(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.has_more ? pages.reduce((sum, page) => sum + page.items.length, 0) : undefined,
    // Read counts change as people open their bell: look again whenever the page is opened.
    staleTime: 0,
  });

export function useSentNotifications() {
  return useInfiniteQuery(sentNotificationsQueryOptions());
}
