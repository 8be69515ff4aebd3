import { ReportsResolved } from '../../../../shared/schemas/reports';
import { apiPost } from '../../../lib/api-client';
import { reportActionPath } from './report-action-path';

/** POST /api/v1/admin/reports/{id}/reject: the reports closed and the ad rejected with the reason. */
export const rejectReportedAd = (adId: string, reason: string | null) =>
  apiPost(ReportsResolved, reportActionPath(adId, 'reject'), { rejection_reason: reason });
