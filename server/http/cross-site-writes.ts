import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { isTrustedOrigin, siteToUse } from '../auth/trusted-origins';
import { AppError } from '../core/app-error';
import { isSafeMethod } from './api-path';
import type { AppEnv } from './app-env';

/**
 * What the browser says about where a request comes from: `Origin` when sent (`null` is foreign),
 * else `Sec-Fetch-Site`, else `Referer`. A caller that sends none of them is no browser, so no page
 * elsewhere can have made it send the request.
 */
function comesFromElsewhere(c: Context<AppEnv>): boolean {
  const { baseUrl } = c.var.deps.env;
  const origin = c.req.header('origin');
  if (origin !== undefined) return !isTrustedOrigin(baseUrl, origin);
  const site = c.req.header('sec-fetch-site');
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return true;
  const referer = c.req.header('referer');
  return referer !== undefined && !isTrustedOrigin(baseUrl, referer);
}

/**
 * CSRF: a write authenticated by the session cookie must come from one of our own pages, whatever
 * its content type (a form post or a body-less POST/DELETE needs no CORS preflight). API tokens are
 * exempt: a browser never adds an Authorization header by itself. Runs after viewerMiddleware.
 */
export const refuseCrossSiteWrites = createMiddleware<AppEnv>(async (c, next) => {
  const bySession = c.var.viewer?.authenticatedBy?.method === 'session';
  if (bySession && !isSafeMethod(c.req.method) && comesFromElsewhere(c)) throw crossSiteError(c);
  return next();
});

/**
 * A rate-limited /api/auth write (sign-in, sign-up …) from another site, refused as better-auth's own
 * origin check would refuse it, but before it is counted: a refusal costs nobody an attempt.
 */
export const refuseCrossSiteAttempts = createMiddleware<AppEnv>(async (c, next) => {
  if (comesFromElsewhere(c)) throw crossSiteError(c);
  return next();
});

const crossSiteError = (c: Context<AppEnv>) =>
  new AppError('CROSS_SITE_REQUEST', 403, { params: siteToUse(c.var.deps.env.baseUrl) });
