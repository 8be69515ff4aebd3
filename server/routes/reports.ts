import { createRoute } from '@hono/zod-openapi';
import { ApiError } from '../../shared/schemas/errors';
import { IdParam } from '../../shared/schemas/id-param';
import { OwnReport, ReportInput } from '../../shared/schemas/reports';
import { consumeRateLimit } from '../http/rate-limit';
import { signedInViewer } from '../http/viewer';
import { presentOwnReport } from '../presenters/report';
import { assertMayReportAd, reportAd } from '../services/reports/report-ad';
import { fieldErrors, jsonContent, openApiRouter } from './openapi-router';

const DAY_MINUTES = 24 * 60;

const reportRoute = createRoute({
  method: 'post',
  path: '/ads/{id}/reports',
  tags: ['reports'],
  summary:
    'Report a published ad to the moderators (once per person; not one’s own). Enough distinct reports of trusted reporters (trust setting reports_to_hide; staff, or accounts older than new_account_days with a history here) hide it until a moderator decides, unless it is a staff, sponsored or paid ad',
  request: {
    params: IdParam,
    body: { content: { 'application/json': { schema: ReportInput } }, required: true },
  },
  responses: {
    201: jsonContent(OwnReport, 'The report, sent to the moderators'),
    400: jsonContent(ApiError, 'Invalid reason or text'),
    401: jsonContent(ApiError, 'Not signed in'),
    403: jsonContent(ApiError, 'CANNOT_REPORT_OWN_AD'),
    404: jsonContent(ApiError, 'No such published ad'),
    409: jsonContent(ApiError, 'ALREADY_REPORTED'),
    429: jsonContent(ApiError, 'REPORTS_LIMITED: the trust setting reports_per_day used up (Retry-After)'),
  },
});

export const reportRoutes = openApiRouter().openapi(
  reportRoute,
  async (c) => {
    const viewer = signedInViewer(c);
    const { deps } = c.var;
    const id = c.req.valid('param').id;
    const trust = await deps.trust.read();
    // Only a report that can be filed counts against the day's allowance.
    await assertMayReportAd(deps.db, viewer, id, deps.clock());
    await consumeRateLimit(c, 'ad_report', 'REPORTS_LIMITED', {
      limit: trust.reports_per_day,
      windowMinutes: DAY_MINUTES,
    });
    const row = await reportAd(deps, viewer, id, c.req.valid('json'), {
      hideAt: trust.reports_to_hide,
      newAccountDays: trust.new_account_days,
    });
    c.header('Cache-Control', 'private, no-store');
    return c.json(presentOwnReport(row), 201);
  },
  fieldErrors,
);
