import { createRoute, z } from '@hono/zod-openapi';
import { type Ad, OwnAds } from '../../shared/schemas/ads';
import { UpdateProfileInput } from '../../shared/schemas/auth';
import { ApiError } from '../../shared/schemas/errors';
import { MeResponse, UpdatedMe } from '../../shared/schemas/me';
import { text } from '../../shared/schemas/text';
import { validationError } from '../core/app-error';
import { consumeRateLimit } from '../http/rate-limit';
import { signedInViewer } from '../http/viewer';
import { presentAds } from '../presenters/ad';
import { presentMe } from '../presenters/me';
import { listOwnAds } from '../services/ads/list-own-ads';
import { renewalContext } from '../services/expiry/renewal-context';
import { updateDisplayName } from '../services/profiles/update-display-name';
import { viewerAccount } from '../services/profiles/viewer-account';
import { jsonContent, openApiRouter } from './openapi-router';

const getRoute = createRoute({
  method: 'get',
  path: '/me',
  tags: ['account'],
  summary: 'The signed-in person (profile name, role, sign-in methods), or null',
  responses: { 200: jsonContent(MeResponse, 'The current viewer') },
});

const patchRoute = createRoute({
  method: 'patch',
  path: '/me',
  tags: ['account'],
  summary: 'Change the display name (markup removed; 1–40 characters; unique regardless of case)',
  request: {
    body: {
      content: { 'application/json': { schema: z.object({ display_name: text() }) } },
      required: true,
    },
  },
  responses: {
    200: jsonContent(UpdatedMe, 'The updated person'),
    400: jsonContent(ApiError, 'Invalid name'),
    401: jsonContent(ApiError, 'Not signed in'),
    409: jsonContent(ApiError, 'Name taken by someone else'),
    429: jsonContent(ApiError, 'Too many profile changes'),
  },
});

const myAdsRoute = createRoute({
  method: 'get',
  path: '/me/ads',
  tags: ['account', 'ads'],
  summary: "The caller's own ads in every status (pending shows as waiting), newest first",
  responses: {
    200: jsonContent(OwnAds, 'Own ads, with contact details'),
    401: jsonContent(ApiError, 'Not signed in'),
  },
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
    const ownAds = await listOwnAds(c.var.deps.db, viewer.id);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ items: presentAds(ownAds, viewer, await renewalContext(c.var.deps)) as Ad[] }, 200);
  });
