import { join } from 'node:path';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { Deps } from './core/deps';
import type { AppEnv } from './http/app-env';
import { mountAuthRoutes } from './http/auth-routes';
import { compressAnswers } from './http/compression';
import { handleError } from './http/error-handler';
import { publicValidators } from './http/etag';
import { requestContext } from './http/request-context';
import { visitorIdentity } from './http/visitor-id';
import { apiRoutes } from './routes/api';
import { healthRoutes } from './routes/health';
import { mediaRoutes } from './routes/media';
import { seoRoutes } from './routes/seo';
import { spaRoutes } from './routes/spa';
import { mapTileSource } from './services/map/tile-source';

export const DEFAULT_DIST_DIR = join(import.meta.dirname, '..', 'dist');
/** The page renderer `npm run build` makes beside the SPA (vite build --ssr). */
export const DEFAULT_SSR_DIR = join(import.meta.dirname, '..', 'dist-ssr');

export function buildApp(deps: Deps, options: { distDir?: string; ssrDir?: string } = {}) {
  const app = new Hono<AppEnv>();
  app.use(requestContext);
  app.use(async (c, next) => {
    c.set('deps', deps);
    c.set('viewer', null);
    await next();
  });
  // Around everything else: each sees the answer as the routes and the other middleware left it, the
  // ETag made from the uncompressed body, then the body compressed.
  app.use(compressAnswers);
  app.use(publicValidators);
  // Rate limits count visitors by this cookie, not by address (docs/decisions/003).
  app.use(visitorIdentity);
  app.use(
    secureHeaders({
      crossOriginEmbedderPolicy: false,
      // No inline or third-party scripts anywhere (the API docs are self-hosted too); MUI needs inline styles.
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Images load straight from the bucket or CDN when S3_PUBLIC_URL is set.
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          ...(deps.env.S3_PUBLIC_URL ? [new URL(deps.env.S3_PUBLIC_URL).origin] : []),
          // The map's tile server (MAP_TILE_URL).
          ...mapTileSource(deps.env.MAP_TILE_URL),
        ],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      // Powerful features the site never uses are off for it and anything it could embed (the SPA
      // uses no location; clipboard-write and web-share, which it uses, keep their default: self).
      permissionsPolicy: {
        accelerometer: [],
        browsingTopics: [],
        // FLoC's name for interest tracking, which Hono's list of features no longer has.
        ...({ interestCohort: [] } as Record<string, never[]>),
        camera: [],
        displayCapture: [],
        geolocation: [],
        gyroscope: [],
        hid: [],
        magnetometer: [],
        microphone: [],
        midi: [],
        payment: [],
        serial: [],
        usb: [],
      },
    }),
  );
  app.onError(handleError);
  app.route('/', healthRoutes);
  mountAuthRoutes(app);
  app.route('/api', apiRoutes());
  app.route('/', mediaRoutes(deps.storage));
  app.route('/', seoRoutes());
  app.route(
    '/',
    spaRoutes(options.distDir ?? DEFAULT_DIST_DIR, options.ssrDir ?? DEFAULT_SSR_DIR, (request, env) =>
      app.fetch(request, env),
    ),
  );
  return app;
}
