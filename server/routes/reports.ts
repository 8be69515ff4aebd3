import * as reportsApi from '../../shared/api/reports';
import { ApiError } from '../../shared/schemas/errors';
import { contractRoute } from '../http/contract-route';
import { consumeRateLimit } from '../http/rate-limit';
import { signedInViewer } from '../http/viewer';
import { presentOwnReport } from '../presenters/report';
import { fileReport } from '../services/reports/file-report';
import { fieldErrors, jsonContent, openApiRouter } from './openapi-router';

const reportRoute = contractRoute(reportsApi.reportAd, {
  tags: ['reports'],
  summary:
    'Report a published ad to the moderators (once per person; not one’s own). Enough distinct reports of trusted reporters (trust setting reports_to_hide; staff, or accounts older than new_account_days with a history here) hide it until a moderator decides, unless it is a staff, sponsored or paid ad',
  answer: 'The report, sent to the moderators',
  errors: {
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
    const spend = (rule: { limit: number; windowMinutes: number }) =>
      consumeRateLimit(c, 'ad_report', 'REPORTS_LIMITED', rule);
    const row = await fileReport(c.var.deps, viewer, c.req.valid('param').id, c.req.valid('json'), spend);
    c.header('Cache-Control', 'private, no-store');
    return c.json(presentOwnReport(row), 201);
  },
  fieldErrors,
);
