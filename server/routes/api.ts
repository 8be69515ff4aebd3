import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../http/app-env';
import { errorResponse } from '../http/error-handler';
import { viewerMiddleware } from '../http/viewer';
import { adImageRoutes } from './ad-images';
import { adWriteRoutes } from './ad-writes';
import { adminAdRoutes } from './admin-ads';
import { adminUserRoutes } from './admin-users';
import { adRoutes } from './ads';
import { apiDocsRoutes } from './api-docs';
import { catalogRoutes } from './catalog';
import { meRoutes } from './me';
import { notificationRoutes } from './notifications';
import { openApiRouter } from './openapi-router';
import { siteConfigRoutes } from './site-config';

export const v1Routes = openApiRouter()
  .use(viewerMiddleware)
  .route('/', catalogRoutes)
  .route('/', adRoutes)
  .route('/', adWriteRoutes)
  .route('/', adminAdRoutes)
  .route('/', adminUserRoutes)
  .route('/', adImageRoutes)
  .route('/', siteConfigRoutes)
  .route('/', meRoutes)
  .route('/', notificationRoutes);

/** Mounted at /api: the versioned REST API, its OpenAPI document and docs UI; JSON 404 for the rest. */
export function apiRoutes() {
  const api = new OpenAPIHono<AppEnv>();
  api.route('/v1', v1Routes);
  api.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Hromada API',
      version: '1.0.0',
      description: 'Bilingual community classifieds. Errors are `{ error: { code, message } }`.',
    },
    servers: [{ url: '/api' }],
  });
  api.route('/', apiDocsRoutes);
  api.all('*', (c) => errorResponse(c, 'NOT_FOUND', 404));
  return api;
}

export type ApiV1 = typeof v1Routes;
