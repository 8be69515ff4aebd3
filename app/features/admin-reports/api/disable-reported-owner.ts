import { ReportsResolved } from '../../../../shared/schemas/reports';
import { apiPost } from '../../../lib/api-client';
import { reportActionPath } from './report-action-path';

/** POST /api/v1/admin/reports/{id}/disable-owner: the reports closed and the ad's author disabled. */
export const disableReportedOwner = (adId: string) =>
  apiPost(ReportsResolved, reportActionPath(adId, 'disable-owner'), {});
