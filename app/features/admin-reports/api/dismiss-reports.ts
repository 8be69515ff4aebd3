import * as reportsApi from '../../../../shared/api/admin-reports';
import { callApi } from '../../../lib/api-client';

/** POST /admin/reports/{id}/dismiss: the reports closed; an ad they hid approved again. */
export const dismissReports = (adId: string) => callApi(reportsApi.dismissReports, { params: { id: adId } });
