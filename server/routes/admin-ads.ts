import * as moderationApi from '../../shared/api/moderation';
import type { Ad } from '../../shared/schemas/ads';
import { ApiError } from '../../shared/schemas/errors';
import { contractRoute } from '../http/contract-route';
import { signedInViewer } from '../http/viewer';
import { presentAd } from '../presenters/ad';
import { presentAdminAds } from '../presenters/admin-ad';
import { adForModeration } from '../services/ads/ad-for-moderation';
import { moderateAd } from '../services/ads/moderate-ad';
import { moderateAdBatch } from '../services/ads/moderate-ad-batch';
import { moderationQueue } from '../services/ads/moderation-queue';
import { fieldErrors, jsonContent, openApiRouter } from './openapi-router';

const forbidden = {
  401: jsonContent(ApiError, 'Not signed in'),
  403: jsonContent(ApiError, 'Not an admin'),
};

const listRoute = contractRoute(moderationApi.listModerationAds, {
  tags: ['admin'],
  summary:
    'Moderation list: ads in every status, newest first, filtered by status, city, category, event; each ' +
    'with review_reasons (blocked word, near-duplicate with its original, new account)',
  answer: 'A page of ads, and how many there are in each status',
  errors: forbidden,
});

const patchRoute = contractRoute(moderationApi.moderateAd, {
  tags: ['admin'],
  summary: 'Set any status (with a reason for a rejection) or reassign the owner; the owner is told by mail',
  answer: 'The ad after the change',
  errors: {
    400: jsonContent(ApiError, 'Invalid change'),
    ...forbidden,
    404: jsonContent(ApiError, 'No such ad'),
  },
});

const getRoute = contractRoute(moderationApi.getModerationAd, {
  tags: ['admin'],
  summary: 'One ad in any status, with its contact details (what the ad form edits)',
  answer: 'The ad',
  errors: { ...forbidden, 404: jsonContent(ApiError, 'No such ad') },
});

const bulkRoute = contractRoute(moderationApi.moderateAds, {
  tags: ['admin'],
  summary: 'Approve or reject several ads at once',
  answer: 'The ads changed',
  errors: { 400: jsonContent(ApiError, 'Invalid request'), ...forbidden },
});

export const adminAdRoutes = openApiRouter()
  .openapi(listRoute, async (c) => {
    const admin = signedInViewer(c);
    const { page, counts, context } = await moderationQueue(c.var.deps, admin, c.req.valid('query'));
    c.header('Cache-Control', 'private, no-store');
    return c.json({ items: presentAdminAds(page, admin, context), has_more: page.hasMore, counts }, 200);
  })
  .openapi(getRoute, async (c) => {
    const admin = signedInViewer(c);
    const { row, images, ratings, context } = await adForModeration(
      c.var.deps,
      admin,
      c.req.valid('param').id,
    );
    c.header('Cache-Control', 'private, no-store');
    return c.json(presentAd(row, images, admin, ratings, context) as Ad, 200);
  })
  .openapi(
    patchRoute,
    async (c) => {
      const admin = signedInViewer(c);
      const body = c.req.valid('json');
      const change = { status: body.status, rejectionReason: body.rejection_reason, userId: body.user_id };
      const found = await moderateAd(c.var.deps, admin, c.req.valid('param').id, change);
      return c.json(presentAd(found.row, found.images, admin, found.ratings, found.context) as Ad, 200);
    },
    fieldErrors,
  )
  .openapi(
    bulkRoute,
    async (c) => {
      const body = c.req.valid('json');
      const change = { status: body.status, rejectionReason: body.rejection_reason };
      const updated = await moderateAdBatch(c.var.deps, signedInViewer(c), body.ids, change);
      return c.json({ updated }, 200);
    },
    fieldErrors,
  );
