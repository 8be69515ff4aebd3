import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import * as reportsApi from '../../../../shared/api/admin-reports';
import type { ReportQueueOrder } from '../../../../shared/schemas/reports';
import { callApi } from '../../../lib/api-client';
import { reportKeys } from '../../../lib/query-keys';

export const REPORTED_ADS_PAGE_SIZE = 20;

/** GET /admin/reports: a page of the reports queue. */
export function getReportedAds(sort: ReportQueueOrder, offset: number, signal?: AbortSignal) {
  return callApi(reportsApi.listReportedAds, {
    query: { sort, limit: REPORTED_ADS_PAGE_SIZE, offset },
    signal,
  });
}

export function useReportedAds(sort: ReportQueueOrder) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: reportKeys.queue({ sort }),
      queryFn: ({ pageParam, signal }) => getReportedAds(sort, pageParam, signal),
      initialPageParam: 0,
      getNextPageParam: (last, pages) =>
        last.has_more ? pages.reduce((sum, page) => sum + page.items.length, 0) : undefined,
      // Other moderators work the same queue: look again whenever the page is opened.
      staleTime: 0,
    }),
  );
}
