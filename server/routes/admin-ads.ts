import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { AdminAdsPage, AdsModerated } from '../../shared/schemas/admin-ads';
import { Ad } from '../../shared/schemas/ads';
import { ApiError } from '../../shared/schemas/errors';
import { IdParam } from '../../shared/schemas/id-param';
import { text, token } from '../../shared/schemas/text';
import { stripMarkup } from '../../shared/strip-markup';
import { AppError } from '../core/app-error';
import type { Viewer } from '../core/viewer';
import type { AppEnv } from '../http/app-env';
import { signedInViewer } from '../http/viewer';
import { presentAd } from '../presenters/ad';
import { presentAdminAds } from '../presenters/admin-ad';
import { isAdId } from '../services/ads/ad-id';
import { getAd } from '../services/ads/get-ad';
import { countAdsByStatus, listAdminAds } from '../services/ads/list-admin-ads';
import { moderateAds } from '../services/ads/moderate-ads';
import { resolveFilters } from '../services/catalog/resolve-filters';
import { renewalContext } from '../services/expiry/renewal-context';
import { fieldErrors, jsonContent, openApiRouter } from './openapi-router';

const Status = z.enum(['pending', 'approved', 'rejected', 'expired']);
const Reason = text(undefined, { plain: true })
  .max(500)
  .transform(stripMarkup)
  .nullable()
  .optional()
  .meta({ description: 'Shown to the owner with a rejection (markup removed)' });
const forbidden = {
  401: jsonContent(ApiError, 'Not signed in'),
  403: jsonContent(ApiError, 'Not an admin'),
};

const listRoute = createRoute({
  method: 'get',
  path: '/admin/ads',
  tags: ['admin'],
  summary:
    'Moderation list: ads in every status, newest first, filtered by status, city, category, event; each ' +
    'with review_reasons (blocked word, near-duplicate with its original, new account)',
  request: {
    query: z.object({
      status: Status.optional(),
      city: text().max(200).optional(),
      category: text().max(200).optional(),
      is_event: z.enum(['true', 'false']).optional(),
      limit: z.coerce.number().int().min(1).max(100).default(50),
      offset: z.coerce.number().int().min(0).max(100_000).default(0),
    }),
  },
  responses: {
    200: jsonContent(AdminAdsPage, 'A page of ads, and how many there are in each status'),
    ...forbidden,
  },
});

const ModerationInput = z
  .strictObject({
    status: Status.optional(),
    rejection_reason: Reason,
    user_id: token().min(1).max(100).optional().meta({ description: 'Reassign the ad to this person' }),
  })
  .meta({ id: 'AdModeration' });

const patchRoute = createRoute({
  method: 'patch',
  path: '/admin/ads/{id}',
  tags: ['admin'],
  summary: 'Set any status (with a reason for a rejection) or reassign the owner; the owner is told by mail',
  request: {
    params: IdParam,
    body: { content: { 'application/json': { schema: ModerationInput } }, required: true },
  },
  responses: {
    200: jsonContent(Ad, 'The ad after the change'),
    400: jsonContent(ApiError, 'Invalid change'),
    ...forbidden,
    404: jsonContent(ApiError, 'No such ad'),
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/admin/ads/{id}',
  tags: ['admin'],
  summary: 'One ad in any status, with its contact details (what the ad form edits)',
  request: { params: IdParam },
  responses: {
    200: jsonContent(Ad, 'The ad'),
    ...forbidden,
    404: jsonContent(ApiError, 'No such ad'),
  },
});

const bulkRoute = createRoute({
  method: 'post',
  path: '/admin/ads/moderate',
  tags: ['admin'],
  summary: 'Approve or reject several ads at once',
  request: {
    body: {
      content: {
        'application/json': {
          schema: z.strictObject({
            ids: z.array(z.uuid()).min(1).max(100),
            status: z.enum(['approved', 'rejected']),
            rejection_reason: Reason,
          }),
        },
      },
      required: true,
    },
  },
  responses: {
    200: jsonContent(AdsModerated, 'The ads changed'),
    400: jsonContent(ApiError, 'Invalid request'),
    ...forbidden,
  },
});

const moderationDeps = (c: Context<AppEnv>, actor: Viewer) => ({
  db: c.var.deps.db,
  clock: c.var.deps.clock,
  mailer: c.var.deps.mailer,
  siteUrl: c.var.deps.env.baseUrl,
  trust: c.var.deps.trust,
  searchCache: c.var.deps.searchCache,
  wakeups: c.var.deps.wakeups,
  actor,
});

export const adminAdRoutes = openApiRouter()
  .openapi(listRoute, async (c) => {
    const admin = signedInViewer(c);
    const { db } = c.var.deps;
    const query = c.req.valid('query');
    const { cityId, categoryId } = await resolveFilters(c.var.deps.catalog, query);
    const isEvent = query.is_event === undefined ? undefined : query.is_event === 'true';
    const page = await listAdminAds(db, { status: query.status, cityId, categoryId, isEvent }, query);
    c.header('Cache-Control', 'private, no-store');
    return c.json(
      {
        items: presentAdminAds(page, admin, await renewalContext(c.var.deps)),
        has_more: page.hasMore,
        counts: await countAdsByStatus(db, { cityId, categoryId, isEvent }),
      },
      200,
    );
  })
  .openapi(getRoute, async (c) => {
    const admin = signedInViewer(c);
    const { row, images, ratings } = await getAd(
      c.var.deps.db,
      c.req.valid('param').id,
      admin,
      c.var.deps.clock(),
    );
    c.header('Cache-Control', 'private, no-store');
    const context = { ...(await renewalContext(c.var.deps)), place: 'admin' as const };
    return c.json(presentAd(row, images, admin, ratings, context) as Ad, 200);
  })
  .openapi(
    patchRoute,
    async (c) => {
      const admin = signedInViewer(c);
      const id = c.req.valid('param').id;
      if (!isAdId(id)) throw new AppError('NOT_FOUND', 404);
      const body = c.req.valid('json');
      const changed = await moderateAds(moderationDeps(c, admin), [id], {
        status: body.status,
        rejectionReason: body.rejection_reason,
        userId: body.user_id,
      });
      if (changed.length === 0) throw new AppError('NOT_FOUND', 404);
      const { row, images, ratings } = await getAd(c.var.deps.db, id, admin, c.var.deps.clock());
      const context = { ...(await renewalContext(c.var.deps)), place: 'admin' as const };
      return c.json(presentAd(row, images, admin, ratings, context) as Ad, 200);
    },
    fieldErrors,
  )
  .openapi(
    bulkRoute,
    async (c) => {
      const admin = signedInViewer(c);
      const body = c.req.valid('json');
      const updated = await moderateAds(moderationDeps(c, admin), body.ids, {
        status: body.status,
        rejectionReason: body.rejection_reason,
      });
      return c.json({ updated }, 200);
    },
    fieldErrors,
  );
