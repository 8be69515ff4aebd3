import * as adsApi from '../../shared/api/ads';
import type { Ad } from '../../shared/schemas/ads';
import { ApiError } from '../../shared/schemas/errors';
import { contractRoute } from '../http/contract-route';
import { requestLanguage } from '../http/locale';
import { consumeRateLimit } from '../http/rate-limit';
import { signedInViewer } from '../http/viewer';
import { presentAd } from '../presenters/ad';
import { renewAd } from '../services/expiry/renew-ad';
import { jsonContent, openApiRouter } from './openapi-router';

const renewRoute = contractRoute(adsApi.renewAd, {
  tags: ['ads'],
  summary: 'Renew an ad (owner or admin): its expiry moves on from now; an expired ad is published again',
  description:
    'Accepted for an expired ad, or an approved one within `renewal_window_days` of its expiry (a trust ' +
    'setting); never for an event (it ends with its date). The ad keeps its place in the list and its paid ' +
    'period: only a boost moves an ad to the top.',
  answer: 'The ad as renewed, with its new expires_at',
  errors: {
    401: jsonContent(ApiError, 'Not signed in'),
    403: jsonContent(ApiError, "Someone else's ad"),
    404: jsonContent(ApiError, 'No such ad, or not visible to the caller'),
    409: jsonContent(
      ApiError,
      'AD_NOT_RENEWABLE (waiting or rejected), EVENT_NOT_RENEWABLE (edit its dates instead; an ended event stays in the past events), or AD_RENEWAL_TOO_EARLY (with the date it can be)',
    ),
    429: jsonContent(ApiError, 'Too many renewals (ad_renew: 1000 an hour)'),
  },
});

export const adRenewalRoutes = openApiRouter().openapi(renewRoute, async (c) => {
  const viewer = signedInViewer(c);
  const facts = { language: requestLanguage(c), spend: () => consumeRateLimit(c, 'ad_renew') };
  const found = await renewAd(c.var.deps, viewer, c.req.valid('param').id, facts);
  return c.json(presentAd(found.row, found.images, viewer, found.ratings, found.context) as Ad, 200);
});
