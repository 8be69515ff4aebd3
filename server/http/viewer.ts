import { APIError } from 'better-auth';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { AppError } from '../core/app-error';
import type { Deps } from '../core/deps';
import type { Viewer } from '../core/viewer';
import { requireAdministrator } from '../policies/administer';
import { scopesAllow } from '../policies/api-token-scope';
import { authenticateToken } from '../services/api-tokens/authenticate-token';
import { ensureProfile } from '../services/profiles/ensure-profile';
import { API_V1, pathUnderApiV1 } from './api-path';
import type { AppEnv } from './app-env';

async function loadViewer(deps: Deps, headers: Headers): Promise<Viewer | null> {
  // A session deleted while better-auth refreshes it (disabled, deleted, signed out): a visitor's request.
  const session = await deps.auth.api.getSession({ headers }).catch((error: unknown) => {
    if (error instanceof APIError && error.statusCode === 401) return null;
    throw error;
  });
  if (!session) return null;
  const { id, email, phoneNumber, twoFactorEnabled } = session.user;
  const profile = await ensureProfile(deps.db, session.user);
  if (profile.disabled) return null; // their sessions are deleted on disabling; this covers any race
  return {
    id,
    email,
    role: profile.role,
    displayName: profile.displayName,
    phoneNumber: phoneNumber ?? null,
    twoFactorEnabled: twoFactorEnabled === true,
    authenticatedBy: { method: 'session' },
  };
}

const invalidToken = () =>
  new AppError('UNAUTHORIZED', 401, { headers: { 'WWW-Authenticate': 'Bearer error="invalid_token"' } });

/**
 * An /api/v1 request with an Authorization header is authenticated by it alone (cookies ignored):
 * a bad, revoked or expired token, or one of a disabled person, is refused at once with 401, and a
 * token without the scope the request needs with 403 (policies/api-token-scope.ts).
 */
async function tokenViewer(c: Context<AppEnv>, authorization: string): Promise<Viewer> {
  const [kind, secret, ...rest] = authorization.trim().split(/\s+/);
  if (kind?.toLowerCase() !== 'bearer' || !secret || rest.length > 0) throw invalidToken();
  const viewer = await authenticateToken(c.var.deps.db, secret, c.var.deps.clock());
  if (viewer?.authenticatedBy?.method !== 'api_token') throw invalidToken();
  if (!scopesAllow(viewer.authenticatedBy.scopes, c.req.method, pathUnderApiV1(c)))
    throw new AppError('INSUFFICIENT_SCOPE', 403);
  return viewer;
}

/**
 * Sets c.var.viewer (null for visitors): from an API token on /api/v1 (`Authorization: Bearer`),
 * else from the session cookie. Elsewhere (/api/auth/*, pages) the Authorization header is ignored.
 */
export const viewerMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const authorization = c.req.header('authorization');
  const onApi = c.req.path === API_V1 || c.req.path.startsWith(`${API_V1}/`);
  if (authorization !== undefined && onApi) {
    c.set('viewer', await tokenViewer(c, authorization));
  } else {
    const cookie = c.req.header('cookie') ?? '';
    c.set(
      'viewer',
      cookie.includes('session_token') ? await loadViewer(c.var.deps, c.req.raw.headers) : null,
    );
  }
  await next();
});

/** The signed-in viewer of a request that went through viewerMiddleware; 401 for a visitor. */
export function signedInViewer(c: Context<AppEnv>): Viewer {
  if (!c.var.viewer) throw new AppError('UNAUTHORIZED', 401);
  return c.var.viewer;
}

/** Sets the viewer and refuses visitors with 401. */
export const requireViewer = createMiddleware<AppEnv>(async (c, next) => {
  await viewerMiddleware(c, async () => {
    signedInViewer(c);
    await next();
  });
});

/**
 * The one admin check of /admin/*: refuses visitors (401) and non-admins (403) before anything else
 * of the request is looked at, so an admin route's handler takes the acting admin from signedInViewer.
 */
export const adminOnly = createMiddleware<AppEnv>(async (c, next) => {
  requireAdministrator(c.var.viewer);
  await next();
});
