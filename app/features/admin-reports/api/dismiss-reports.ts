import { ReportsResolved } from '../../../../shared/schemas/reports';
import { apiPost } from '../../../lib/api-client';
import { reportActionPath } from './report-action-path';

/** POST /api/v1/admin/reports/{id}/dismiss: the reports closed; an ad they hid approved again. */
export const dismissReports = (adId: string) =>
  apiPost(ReportsResolved, reportActionPath(adId, 'dismiss'), {});
