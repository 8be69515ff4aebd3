import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { profiles } from '../db/schema/profiles';
import type { AppEnv, Deps, Viewer } from './app-env';

async function loadViewer(deps: Deps, headers: Headers): Promise<Viewer | null> {
  const session = await deps.auth.api.getSession({ headers });
  if (!session) return null;
  const { id, email } = session.user;
  const [profile] = await deps.db.select().from(profiles).where(eq(profiles.id, id));
  if (profile) return { id, email, role: profile.role, displayName: profile.displayName };
  // SPEC: a signed-in user without a profile gets one named after the part of the email before @.
  const displayName = email.split('@')[0] || 'user';
  await deps.db.insert(profiles).values({ id, displayName }).onConflictDoNothing();
  return { id, email, role: 'user', displayName };
}

/** Sets c.var.viewer from the session cookie (null for visitors). */
export const viewerMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const cookie = c.req.header('cookie') ?? '';
  c.set('viewer', cookie.includes('session_token') ? await loadViewer(c.var.deps, c.req.raw.headers) : null);
  await next();
});
