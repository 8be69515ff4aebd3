import * as reportsApi from '../../../../shared/api/admin-reports';
import { callApi } from '../../../lib/api-client';

/** POST /admin/reports/{id}/reject: the reports closed and the ad rejected with the reason. */
export const rejectReportedAd = (adId: string, reason: string | null) =>
  callApi(reportsApi.rejectReportedAd, { params: { id: adId }, body: { rejection_reason: reason } });
