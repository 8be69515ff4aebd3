import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';

/**
 * Answers to a signed-in caller (cookie or token) can carry contact details and personal data: no
 * shared cache may keep them, and none may hand a visitor's copy to them or theirs to a visitor.
 * A route that set its own Cache-Control keeps it; visitors' answers are left as they are.
 */
export const privateAnswers = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (!c.var.viewer) return;
  const headers = c.res.headers;
  if (!headers.has('cache-control')) headers.set('Cache-Control', 'private, no-store');
  const vary = (headers.get('vary') ?? '').split(',').map((v) => v.trim().toLowerCase());
  for (const name of ['Cookie', 'Authorization'])
    if (!vary.includes(name.toLowerCase())) headers.append('Vary', name);
});
