import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { ApiError } from '../../shared/schemas/errors';
import { IdParam } from '../../shared/schemas/id-param';
import {
  ReportedAdsPage,
  ReportedAdsQuery,
  ReportRejection,
  ReportsResolved,
} from '../../shared/schemas/reports';
import type { AppEnv } from '../http/app-env';
import { signedInViewer } from '../http/viewer';
import { presentReportedAds, presentReportsResolved } from '../presenters/report';
import { listReportedAds } from '../services/reports/list-reported-ads';
import { disableReportedOwner, dismissReports, rejectReportedAd } from '../services/reports/resolve-reports';
import { fieldErrors, jsonContent, openApiRouter } from './openapi-router';

const forbidden = {
  401: jsonContent(ApiError, 'Not signed in'),
  403: jsonContent(ApiError, 'Not an admin'),
};
const resolved = {
  200: jsonContent(ReportsResolved, 'The reports closed and the ad’s status after the action'),
  ...forbidden,
  404: jsonContent(ApiError, 'No such ad'),
  409: jsonContent(ApiError, 'NO_OPEN_REPORTS: nothing left to act on'),
};

const listRoute = createRoute({
  method: 'get',
  path: '/admin/reports',
  tags: ['admin'],
  summary:
    'Reported ads with open reports (those reports never hide first): counts, by trusted reporters too, reasons (with their texts), reporters, and report bursts',
  request: { query: ReportedAdsQuery },
  responses: {
    200: jsonContent(ReportedAdsPage, 'A page of reported ads'),
    400: jsonContent(ApiError, 'Invalid query'),
    ...forbidden,
  },
});

const dismissRoute = createRoute({
  method: 'post',
  path: '/admin/reports/{id}/dismiss',
  tags: ['admin'],
  summary: 'Close the ad’s open reports as unfounded; an ad they hid is approved again (audited)',
  request: { params: IdParam },
  responses: resolved,
});

const rejectRoute = createRoute({
  method: 'post',
  path: '/admin/reports/{id}/reject',
  tags: ['admin'],
  summary: 'Close the ad’s open reports and reject the ad with a reason; the owner is told (audited)',
  request: {
    params: IdParam,
    body: { content: { 'application/json': { schema: ReportRejection } }, required: true },
  },
  responses: { ...resolved, 400: jsonContent(ApiError, 'Invalid reason') },
});

const disableOwnerRoute = createRoute({
  method: 'post',
  path: '/admin/reports/{id}/disable-owner',
  tags: ['admin'],
  summary: 'Close the ad’s open reports and disable its owner (audited; never oneself or the last admin)',
  request: { params: IdParam },
  responses: resolved,
});

const moderationDeps = (c: Context<AppEnv>) => ({
  db: c.var.deps.db,
  clock: c.var.deps.clock,
  mailer: c.var.deps.mailer,
  siteUrl: c.var.deps.env.baseUrl,
  trust: c.var.deps.trust,
  searchCache: c.var.deps.searchCache,
  wakeups: c.var.deps.wakeups,
  actor: signedInViewer(c),
});

export const adminReportRoutes = openApiRouter()
  .openapi(listRoute, async (c) => {
    const { deps } = c.var;
    const trust = { now: deps.clock(), newAccountDays: (await deps.trust.read()).new_account_days };
    const page = await listReportedAds(deps.db, c.req.valid('query'), trust);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ items: presentReportedAds(page), has_more: page.hasMore, total: page.total }, 200);
  })
  .openapi(dismissRoute, async (c) => {
    const result = await dismissReports(moderationDeps(c), c.req.valid('param').id);
    return c.json(presentReportsResolved(result), 200);
  })
  .openapi(
    rejectRoute,
    async (c) => {
      const reason = c.req.valid('json').rejection_reason || null;
      const result = await rejectReportedAd(moderationDeps(c), c.req.valid('param').id, reason);
      return c.json(presentReportsResolved(result), 200);
    },
    fieldErrors,
  )
  .openapi(disableOwnerRoute, async (c) => {
    const admin = signedInViewer(c);
    const result = await disableReportedOwner(c.var.deps, admin, c.req.valid('param').id);
    return c.json(presentReportsResolved(result), 200);
  });
