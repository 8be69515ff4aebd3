import type { Context } from 'hono';
import * as reportsApi from '../../shared/api/admin-reports';
import { ApiError } from '../../shared/schemas/errors';
import type { AppEnv } from '../http/app-env';
import { contractRoute } from '../http/contract-route';
import { signedInViewer } from '../http/viewer';
import { presentReportedAds, presentReportsResolved } from '../presenters/report';
import { reportsQueue } from '../services/reports/reports-queue';
import { disableReportedOwner, dismissReports, rejectReportedAd } from '../services/reports/resolve-reports';
import { fieldErrors, jsonContent, openApiRouter } from './openapi-router';

const forbidden = {
  401: jsonContent(ApiError, 'Not signed in'),
  403: jsonContent(ApiError, 'Not an admin'),
};
const tags = ['admin'];
const answer = 'The reports closed and the ad’s status after the action';
const resolved = {
  ...forbidden,
  404: jsonContent(ApiError, 'No such ad'),
  409: jsonContent(ApiError, 'NO_OPEN_REPORTS: nothing left to act on'),
};

const listRoute = contractRoute(reportsApi.listReportedAds, {
  tags,
  summary:
    'Reported ads with open reports (those reports never hide first): counts, by trusted reporters too, reasons (with their texts), reporters, and report bursts',
  answer: 'A page of reported ads',
  errors: { 400: jsonContent(ApiError, 'Invalid query'), ...forbidden },
});

const dismissRoute = contractRoute(reportsApi.dismissReports, {
  tags,
  summary: 'Close the ad’s open reports as unfounded; an ad they hid is approved again (audited)',
  answer,
  errors: resolved,
});

const rejectRoute = contractRoute(reportsApi.rejectReportedAd, {
  tags,
  summary: 'Close the ad’s open reports and reject the ad with a reason; the owner is told (audited)',
  answer,
  errors: { ...resolved, 400: jsonContent(ApiError, 'Invalid reason') },
});

const disableOwnerRoute = contractRoute(reportsApi.disableReportedOwner, {
  tags,
  summary: 'Close the ad’s open reports and disable its owner (audited; never oneself or the last admin)',
  answer,
  errors: resolved,
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
    const page = await reportsQueue(c.var.deps, c.var.viewer, c.req.valid('query'));
    return c.json({ items: presentReportedAds(page), has_more: page.hasMore, total: page.total }, 200, {
      'Cache-Control': 'private, no-store',
    });
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
    const result = await disableReportedOwner(c.var.deps, signedInViewer(c), c.req.valid('param').id);
    return c.json(presentReportsResolved(result), 200);
  });
