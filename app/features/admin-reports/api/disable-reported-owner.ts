import * as reportsApi from '../../../../shared/api/admin-reports';
import { callApi } from '../../../lib/api-client';

/** POST /admin/reports/{id}/disable-owner: the reports closed and the ad's author disabled. */
export const disableReportedOwner = (adId: string) =>
  callApi(reportsApi.disableReportedOwner, { params: { id: adId } });
