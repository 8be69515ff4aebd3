import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { updateAd } from '../../shared/api/ads';
import { AdInput } from '../../shared/schemas/ad-input';
import { type Ad, AdCreated } from '../../shared/schemas/ads';
import { ApiError } from '../../shared/schemas/errors';
import { IdParam } from '../../shared/schemas/id-param';
import { AppError } from '../core/app-error';
import type { AppEnv } from '../http/app-env';
import { contractRoute } from '../http/contract-route';
import { requestLanguage } from '../http/locale';
import { consumeRateLimit } from '../http/rate-limit';
import { signedInViewer } from '../http/viewer';
import { presentAd } from '../presenters/ad';
import { adChanges } from '../services/ads/ad-changes';
import { adForEditing } from '../services/ads/ad-for-editing';
import { cleanAdInput, cleanAdPatch, toAdColumns, toAdRow } from '../services/ads/clean-ad-input';
import { getAd } from '../services/ads/get-ad';
import { createAd, deleteAd, updateAd as saveAdUpdate } from '../services/ads/save-ad';
import { renewalContext } from '../services/expiry/renewal-context';
import { rememberLanguage } from '../services/profiles/remember-language';
import { fieldErrors, jsonContent, openApiRouter } from './openapi-router';

const jsonBody = <T>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });
const errors = {
  400: jsonContent(ApiError, 'Invalid fields (per-field messages), or fields nobody may set here'),
  401: jsonContent(ApiError, 'Not signed in'),
  429: jsonContent(ApiError, 'More than 10 valid ads posted or edited in an hour (form_submit)'),
};

/** The signed-in writer, counted against form_submit only once the form is valid (a typo costs nothing). */
const writerOf = async (c: Context<AppEnv>) => {
  const viewer = signedInViewer(c);
  await consumeRateLimit(c, 'form_submit');
  return viewer;
};

/** Cleans the validated input; a title that was only markup or entities is no title. */
function cleanedRow(input: AdInput) {
  const clean = cleanAdInput(input);
  if (!clean.title) throw new AppError('VALIDATION_FAILED', 400, { fields: { title: 'titleRequired' } });
  return toAdRow(clean);
}

const createRouteDef = createRoute({
  method: 'post',
  path: '/ads',
  tags: ['ads'],
  summary: 'Post an ad: cleaned (SPEC section 5), waiting for moderation, owned by the caller',
  description:
    "Without `currency` the price is in the site's currency (SITE_CURRENCY). The text is screened for " +
    "the admins' blocked words and near-duplicates of live ads: the moderators see why (review_reasons).",
  request: { body: jsonBody(AdInput) },
  responses: {
    201: jsonContent(AdCreated, 'Created, status pending'),
    ...errors,
    429: jsonContent(
      ApiError,
      'RATE_LIMITED: more than 10 valid ads posted or edited in an hour (form_submit); NEW_ACCOUNT_AD_LIMIT: ' +
        'an account younger than the trust setting new_account_days posted new_account_ads_per_day ads in ' +
        'the last 24 hours (the message and Retry-After say when the next one may be posted)',
    ),
  },
});

const updateRouteDef = contractRoute(updateAd, {
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

const deleteRouteDef = createRoute({
  method: 'delete',
  path: '/ads/{id}',
  tags: ['ads'],
  summary: 'Delete an ad with its images (owner or admin)',
  request: { params: IdParam },
  responses: {
    204: { description: 'Deleted' },
    401: errors[401],
    403: jsonContent(ApiError, "Someone else's ad"),
    404: jsonContent(ApiError, 'No such ad, or not visible to the caller'),
  },
});

export const adWriteRoutes = openApiRouter()
  .openapi(
    createRouteDef,
    async (c) => {
      const viewer = await writerOf(c);
      const input = c.req.valid('json');
      const fields = { ...cleanedRow(input), currency: input.currency ?? c.var.deps.env.SITE_CURRENCY };
      const id = await createAd(c.var.deps, viewer, fields, requestLanguage(c));
      await rememberLanguage(c.var.deps.db, viewer.id, requestLanguage(c));
      return c.json({ id }, 201);
    },
    fieldErrors,
  )
  .openapi(
    updateRouteDef,
    async (c) => {
      const viewer = signedInViewer(c);
      const { db } = c.var.deps;
      const ad = await adForEditing(db, viewer, c.req.valid('param').id);
      const patch = c.req.valid('json');
      // Checked with the saved ad before the edit is counted against form_submit.
      const changes = adChanges(ad, toAdColumns(cleanAdPatch(patch)));
      await consumeRateLimit(c, 'form_submit');
      if (Object.keys(patch).length > 0) await saveAdUpdate(c.var.deps, viewer, ad, changes);
      await rememberLanguage(db, viewer.id, requestLanguage(c));
      const { row, images, ratings } = await getAd(db, ad.id, viewer, c.var.deps.clock());
      const context = { ...(await renewalContext(c.var.deps)), place: 'admin' as const };
      return c.json(presentAd(row, images, viewer, ratings, context) as Ad, 200);
    },
    fieldErrors,
  )
  .openapi(deleteRouteDef, async (c) => {
    const { db } = c.var.deps;
    const ad = await adForEditing(db, c.var.viewer, c.req.valid('param').id);
    await deleteAd(c.var.deps, ad);
    return c.body(null, 204);
  });
