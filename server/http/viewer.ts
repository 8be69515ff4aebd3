import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { ensureProfile } from '../services/profiles/ensure-profile';
import type { AppEnv, Deps, Viewer } from './app-env';
import { AppError } from './app-error';

async function loadViewer(deps: Deps, headers: Headers): Promise<Viewer | null> {
  const session = await deps.auth.api.getSession({ headers });
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
  };
}

/** Sets c.var.viewer from the session cookie (null for visitors). */
export const viewerMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const cookie = c.req.header('cookie') ?? '';
  c.set('viewer', cookie.includes('session_token') ? await loadViewer(c.var.deps, c.req.raw.headers) : null);
  await next();
});

/** The signed-in viewer of a request that went through viewerMiddleware; 401 for a visitor. */
export function signedInViewer(c: Context<AppEnv>): Viewer {
  if (!c.var.viewer) throw new AppError('UNAUTHORIZED', 401);
  return c.var.viewer;
}

/** The signed-in admin of a request; 401 for a visitor, 403 for anyone else. */
export function requireAdmin(c: Context<AppEnv>): Viewer {
  const viewer = signedInViewer(c);
  if (viewer.role !== 'admin') throw new AppError('FORBIDDEN', 403);
  return viewer;
}

/** Sets the viewer and refuses visitors with 401. */
export const requireViewer = createMiddleware<AppEnv>(async (c, next) => {
  await viewerMiddleware(c, async () => {
    signedInViewer(c);
    await next();
  });
});
