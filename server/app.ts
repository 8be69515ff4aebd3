import { join } from 'node:path';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import {
  ChangePasswordInput,
  RequestPasswordResetInput,
  ResetPasswordInput,
  SignInInput,
  SignUpInput,
} from '../shared/schemas/auth';
import { refuseCommonPassword } from './auth/common-passwords';
import type { AppEnv, Deps } from './http/app-env';
import { validateAuthBody } from './http/auth-body';
import { inOurErrorFormat } from './http/auth-errors';
import { authRequest } from './http/auth-request';
import { errorResponse, handleError } from './http/error-handler';
import { rateLimit } from './http/rate-limit';
import { viewerMiddleware } from './http/viewer';
import { apiRoutes } from './routes/api';
import { healthRoutes } from './routes/health';
import { mediaRoutes } from './routes/media';
import { spaRoutes } from './routes/spa';

export const DEFAULT_DIST_DIR = join(import.meta.dirname, '..', 'dist');

export function buildApp(deps: Deps, options: { distDir?: string } = {}) {
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('deps', deps);
    c.set('viewer', null);
    await next();
  });
  app.use(
    secureHeaders({
      crossOriginEmbedderPolicy: false,
      // No inline or third-party scripts anywhere (the API docs are self-hosted too); MUI needs inline styles.
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    }),
  );
  app.onError(handleError);
  app.route('/', healthRoutes);
  app.use(
    '/api/auth/*',
    bodyLimit({ maxSize: 64 * 1024, onError: (c) => errorResponse(c, 'VALIDATION_FAILED', 413) }),
  );
  app.on('POST', '/api/auth/sign-in/*', rateLimit('auth_login'));
  app.on('POST', '/api/auth/sign-up/*', rateLimit('auth_signup'));
  app.post('/api/auth/sign-in/email', validateAuthBody(SignInInput));
  app.post('/api/auth/sign-up/email', validateAuthBody(SignUpInput), refuseCommonPassword('password'));
  app.post(
    '/api/auth/change-password',
    viewerMiddleware, // so the limit counts per person (user:{id}), as SPEC says for signed-in callers
    rateLimit('profile_update'),
    validateAuthBody(ChangePasswordInput),
    refuseCommonPassword('newPassword'),
  );
  app.post(
    '/api/auth/request-password-reset',
    rateLimit('password_reset'),
    validateAuthBody(RequestPasswordResetInput),
  );
  app.post(
    '/api/auth/reset-password',
    rateLimit('password_reset'),
    validateAuthBody(ResetPasswordInput),
    refuseCommonPassword('newPassword'),
  );
  app.on(['GET', 'POST'], '/api/auth/*', async (c) =>
    inOurErrorFormat(c, await deps.auth.handler(authRequest(c))),
  );
  app.route('/api', apiRoutes());
  app.route('/', mediaRoutes(deps.storage));
  app.route('/', spaRoutes(options.distDir ?? DEFAULT_DIST_DIR));
  return app;
}
