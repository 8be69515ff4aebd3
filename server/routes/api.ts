import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../http/app-env';
import { apiBodyLimit } from '../http/body-limit';
import { refuseCrossSiteWrites } from '../http/cross-site-writes';
import { errorResponse } from '../http/error-handler';
import { declareBodyLimits } from '../http/openapi-body-limits';
import { privateAnswers } from '../http/private-answers';
import { adminOnly, viewerMiddleware } from '../http/viewer';
import { refuseVisitorWrites } from '../http/visitor-writes';
import { adImageRoutes } from './ad-images';
import { adRenewalRoutes } from './ad-renewal';
import { adWriteRoutes } from './ad-writes';
import { adminAdRoutes } from './admin-ads';
import { adminBlockedWordRoutes } from './admin-blocked-words';
import { adminCatalogRoutes } from './admin-catalog';
import { adminMessageRoutes } from './admin-messages';
import { adminNotificationRoutes } from './admin-notifications';
import { adminPaymentsRoutes } from './admin-payments';
import { adminRatingRoutes } from './admin-ratings';
import { adminReportRoutes } from './admin-reports';
import { adminUserRoutes } from './admin-users';
import { adRoutes } from './ads';
import { apiDocsRoutes } from './api-docs';
import { apiTokenRoutes } from './api-tokens';
import { auditLogRoutes } from './audit-log';
import { blockRoutes } from './blocks';
import { catalogRoutes } from './catalog';
import { checkoutRoutes } from './checkout';
import { contactRevealRoutes } from './contact-reveal';
import { eventsRoutes } from './events';
import { favouriteRoutes } from './favourites';
import { mapRoutes } from './map';
import { meRoutes } from './me';
import { messageRoutes } from './messages';
import { notificationRoutes } from './notifications';
import { openApiRouter } from './openapi-router';
import { paymentWebhooksRoutes } from './payment-webhooks';
import { plansRoutes } from './plans';
import { platformSettingsRoutes } from './platform-settings';
import { ratingRoutes } from './ratings';
import { reportRoutes } from './reports';
import { savedSearchRoutes } from './saved-searches';
import { searchRoutes } from './search';
import { siteConfigRoutes } from './site-config';
import { sponsoredRoutes } from './sponsored';
import { subscriptionsRoutes } from './subscriptions';
import { trustSettingsRoutes } from './trust-settings';
import { unsubscribeRoutes } from './unsubscribe';

export const v1Routes = openApiRouter()
  .use(viewerMiddleware)
  .use(privateAnswers)
  // Before any body is read or validated: a visitor's write gets 401, a session's write from another
  // site 403, a non-admin 403 on /admin whatever they sent; then the body is read within its limit.
  .use(refuseVisitorWrites)
  .use(refuseCrossSiteWrites)
  .use('/admin/*', adminOnly)
  .use(apiBodyLimit)
  .route('/', catalogRoutes)
  .route('/', adRoutes)
  .route('/', adWriteRoutes)
  .route('/', adRenewalRoutes)
  .route('/', contactRevealRoutes)
  .route('/', adminAdRoutes)
  .route('/', adminBlockedWordRoutes)
  .route('/', adminUserRoutes)
  .route('/', adImageRoutes)
  .route('/', siteConfigRoutes)
  .route('/', meRoutes)
  .route('/', blockRoutes)
  .route('/', favouriteRoutes)
  .route('/', savedSearchRoutes)
  .route('/', unsubscribeRoutes)
  .route('/', notificationRoutes)
  .route('/', ratingRoutes)
  .route('/', adminRatingRoutes)
  .route('/', reportRoutes)
  .route('/', adminReportRoutes)
  .route('/', messageRoutes)
  .route('/', adminMessageRoutes)
  .route('/', adminCatalogRoutes)
  .route('/', adminNotificationRoutes)
  .route('/', apiTokenRoutes)
  .route('/', auditLogRoutes)
  .route('/', searchRoutes)
  .route('/', eventsRoutes)
  .route('/', mapRoutes)
  .route('/', platformSettingsRoutes)
  .route('/', trustSettingsRoutes)
  .route('/', plansRoutes)
  .route('/', checkoutRoutes)
  .route('/', paymentWebhooksRoutes)
  .route('/', subscriptionsRoutes)
  .route('/', adminPaymentsRoutes)
  .route('/', sponsoredRoutes);

/** Mounted at /api: the versioned REST API, its OpenAPI document and docs UI; JSON 404 for the rest. */
export function apiRoutes() {
  const api = new OpenAPIHono<AppEnv>();
  api.route('/v1', v1Routes);
  declareBodyLimits(api);
  api.openAPIRegistry.registerComponent('securitySchemes', 'cookieAuth', {
    type: 'apiKey',
    in: 'cookie',
    name: 'better-auth.session_token',
    description:
      'The session of a signed-in person (sign in through /api/auth/*). A write (POST, PUT, PATCH, ' +
      'DELETE) with it must come from the site’s own pages: with a foreign `Origin` (or `Origin: null`), ' +
      'or without one but with `Sec-Fetch-Site: cross-site` or a foreign `Referer`, it is refused with ' +
      '403 CROSS_SITE_REQUEST. Callers that are not browsers and send none of these are not refused.',
  });
  api.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'hro_<43 base64url characters>',
    description:
      'An API token made by an admin (/admin/api-tokens): `Authorization: Bearer hro_…`. It acts as ' +
      'one person and, when sent, is the only credential looked at (cookies are ignored). Scopes: ' +
      '`read` — GET requests; `ads:write` — also writes (ads, their images, ratings, the profile); ' +
      '`admin` — everything, including /admin/*, when its person is an admin. A missing scope is ' +
      '403 INSUFFICIENT_SCOPE; an unknown, revoked or expired token 401.',
  });
  api.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Hromada API',
      version: '1.0.0',
      description:
        'Bilingual community classifieds. Errors are `{ error: { code, message } }`. Rate limits ' +
        '(429 with `Retry-After`; `RateLimit-Limit` and `RateLimit-Remaining` on limited answers) count ' +
        'a signed-in caller by person, a visitor by the signed `hromada_visitor` cookie set on their ' +
        'first answer, and callers without it by client address. Answers of 1 KB or more come ' +
        'compressed (brotli or gzip) when `Accept-Encoding` allows. Public reads (no session, no token) ' +
        'carry a weak `ETag` and `Cache-Control: no-cache` unless stated otherwise: send it back as ' +
        '`If-None-Match` and an unchanged answer is 304 with no body. Answers to a signed-in caller are ' +
        '`private, no-store` and carry no ETag.',
    },
    servers: [{ url: '/api' }],
    // Personal and admin endpoints take either; the public reads also answer without any.
    security: [{ cookieAuth: [] }, { bearerAuth: [] }],
  });
  api.route('/', apiDocsRoutes);
  api.all('*', (c) => errorResponse(c, 'NOT_FOUND', 404));
  return api;
}
