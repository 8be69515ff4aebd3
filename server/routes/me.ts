import * as meApi from '../../shared/api/me';
import type { Ad } from '../../shared/schemas/ads';
import { UpdateProfileInput } from '../../shared/schemas/auth';
import { ApiError } from '../../shared/schemas/errors';
import { validationError } from '../core/app-error';
import { contractRoute } from '../http/contract-route';
import { consumeRateLimit } from '../http/rate-limit';
import { signedInViewer } from '../http/viewer';
import { presentAds } from '../presenters/ad';
import { presentMe } from '../presenters/me';
import { listMyAds } from '../services/ads/list-my-ads';
import { updateDisplayName } from '../services/profiles/update-display-name';
import { viewerAccount } from '../services/profiles/viewer-account';
import { jsonContent, openApiRouter } from './openapi-router';

const getRoute = contractRoute(meApi.getMe, {
  tags: ['account'],
  summary: 'The signed-in person (profile name, role, sign-in methods), or null',
  answer: 'The current viewer',
});

const patchRoute = contractRoute(meApi.updateMe, {
  tags: ['account'],
  summary: 'Change the display name (markup removed; 1–40 characters; unique regardless of case)',
  answer: 'The updated person',
  errors: {
    400: jsonContent(ApiError, 'Invalid name'),
    401: jsonContent(ApiError, 'Not signed in'),
    409: jsonContent(ApiError, 'Name taken by someone else'),
    429: jsonContent(ApiError, 'Too many profile changes'),
  },
});

const myAdsRoute = contractRoute(meApi.listOwnAds, {
  tags: ['account', 'ads'],
  summary: "The caller's own ads in every status (pending shows as waiting), newest first",
  answer: 'Own ads, with contact details',
  errors: { 401: jsonContent(ApiError, 'Not signed in') },
});

export const meRoutes = openApiRouter()
  .openapi(getRoute, async (c) => {
    const viewer = c.var.viewer;
    c.header('Cache-Control', 'private, no-store');
    return c.json({ user: viewer ? presentMe(await viewerAccount(c.var.deps.db, viewer)) : null }, 200);
  })
  .openapi(patchRoute, async (c) => {
    const viewer = signedInViewer(c);
    const parsed = UpdateProfileInput.safeParse(c.req.valid('json'));
    if (!parsed.success) throw validationError(parsed.error);
    await consumeRateLimit(c, 'profile_update'); // counted once the name is valid
    const renamed = await updateDisplayName(c.var.deps, viewer, parsed.data.display_name);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ user: presentMe(renamed) }, 200);
  })
  .openapi(myAdsRoute, async (c) => {
    const viewer = signedInViewer(c);
    const { rows, images, ratings, context } = await listMyAds(c.var.deps, viewer);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ items: presentAds({ rows, images, ratings }, viewer, context) as Ad[] }, 200);
  });
