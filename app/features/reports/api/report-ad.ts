import { useMutation } from '@tanstack/react-query';
import { OwnReport, type ReportInput } from '../../../../shared/schemas/reports';
import { apiPost } from '../../../lib/api-client';

/** POST /api/v1/ads/{id}/reports → the report, sent to the moderators. */
export const reportAd = (adId: string, input: ReportInput) =>
  apiPost(OwnReport, `/api/v1/ads/${encodeURIComponent(adId)}/reports`, input);

export function useReportAd(adId: string) {
  return useMutation({ mutationFn: (input: ReportInput) => reportAd(adId, input) });
}
