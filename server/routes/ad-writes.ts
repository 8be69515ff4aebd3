import type { Context } from 'hono';
import * as adsApi from '../../shared/api/ads';
import type { Ad } from '../../shared/schemas/ads';
import { ApiError } from '../../shared/schemas/errors';
import type { AppEnv } from '../http/app-env';
import { contractRoute } from '../http/contract-route';
import { requestLanguage } from '../http/locale';
import { consumeRateLimit } from '../http/rate-limit';
import { signedInViewer } from '../http/viewer';
import { presentAd } from '../presenters/ad';
import { editAd } from '../services/ads/edit-ad';
import { postAd } from '../services/ads/post-ad';
import { removeAd } from '../services/ads/remove-ad';
import type { RequestFacts } from '../services/ads/request-facts';
import { fieldErrors, jsonContent, openApiRouter } from './openapi-router';

const errors = {
  400: jsonContent(ApiError, 'Invalid fields (per-field messages), or fields nobody may set here'),
  401: jsonContent(ApiError, 'Not signed in'),
  429: jsonContent(ApiError, 'More than 10 valid ads posted or edited in an hour (form_submit)'),
};

/** A form's request: its language, and form_submit counted once the form is valid (a typo costs nothing). */
const formFacts = (c: Context<AppEnv>): RequestFacts => ({
  language: requestLanguage(c),
  spend: () => consumeRateLimit(c, 'form_submit'),
});

const createRouteDef = contractRoute(adsApi.createAd, {
  tags: ['ads'],
  summary: 'Post an ad: cleaned (SPEC section 5), waiting for moderation, owned by the caller',
  description:
    "Without `currency` the price is in the site's currency (SITE_CURRENCY). The text is screened for " +
    "the admins' blocked words and near-duplicates of live ads: the moderators see why (review_reasons).",
  answer: 'Created, status pending',
  errors: {
    ...errors,
    429: jsonContent(
      ApiError,
      'RATE_LIMITED: more than 10 valid ads posted or edited in an hour (form_submit); NEW_ACCOUNT_AD_LIMIT: ' +
        'an account younger than the trust setting new_account_days posted new_account_ads_per_day ads in ' +
        'the last 24 hours (the message and Retry-After say when the next one may be posted)',
    ),
  },
});

const updateRouteDef = contractRoute(adsApi.updateAd, {
  tags: ['ads'],
  answer: 'The ad as saved',
  summary:
    "Edit some fields of an ad: the owner's edit sends it back to moderation, an admin's keeps its status",
  description:
    'A partial update: the fields sent change, each checked by its rules and cleaned as on create; the ' +
    'others keep their values. The rules across fields apply to the ad as it would be saved (an event ' +
    'needs its date, its end after its start; a non-event keeps no dates). An empty object changes nothing. ' +
    "A new title or description holding one of the admins' blocked words sends the ad back to moderation " +
    'even when an admin edits it.',
  errors: {
    ...errors,
    403: jsonContent(ApiError, "Someone else's ad"),
    404: jsonContent(ApiError, 'No such ad, or not visible to the caller'),
  },
});

const deleteRouteDef = contractRoute(adsApi.deleteAd, {
  tags: ['ads'],
  summary: 'Delete an ad with its images (owner or admin)',
  answer: 'Deleted',
  errors: {
    401: errors[401],
    403: jsonContent(ApiError, "Someone else's ad"),
    404: jsonContent(ApiError, 'No such ad, or not visible to the caller'),
  },
});

export const adWriteRoutes = openApiRouter()
  .openapi(
    createRouteDef,
    async (c) => {
      const id = await postAd(c.var.deps, signedInViewer(c), c.req.valid('json'), formFacts(c));
      return c.json({ id }, 201);
    },
    fieldErrors,
  )
  .openapi(
    updateRouteDef,
    async (c) => {
      const viewer = signedInViewer(c);
      const id = c.req.valid('param').id;
      const found = await editAd(c.var.deps, viewer, id, c.req.valid('json'), formFacts(c));
      const { row, images, ratings, context } = found;
      return c.json(presentAd(row, images, viewer, ratings, context) as Ad, 200);
    },
    fieldErrors,
  )
  .openapi(deleteRouteDef, async (c) => {
    await removeAd(c.var.deps, c.var.viewer, c.req.valid('param').id);
    return c.body(null, 204);
  });
