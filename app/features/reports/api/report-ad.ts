import { useMutation } from '@tanstack/react-query';
import * as reportsApi from '../../../../shared/api/reports';
import type { ReportInput } from '../../../../shared/schemas/reports';
import { callApi } from '../../../lib/api-client';

/** POST /ads/{id}/reports → the report, sent to the moderators. */
export const reportAd = (adId: string, input: ReportInput) =>
  callApi(reportsApi.reportAd, { params: { id: adId }, body: input });

export function useReportAd(adId: string) {
  return useMutation({ mutationFn: (input: ReportInput) => reportAd(adId, input) });
}
