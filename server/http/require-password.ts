import { and, eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { verifyPassword } from '../auth/password';
import { AppError } from '../core/app-error';
import { account } from '../db/schema';
import type { AppEnv } from './app-env';

/**
 * Re-authentication: the validated body's `password` must be the signed-in person's current one
 * (run after requireViewer and validateAuthBody). It is removed before better-auth sees the body.
 */
export const requireCurrentPassword = createMiddleware<AppEnv>(async (c, next) => {
  const viewer = c.var.viewer;
  const body = c.var.authBody as { password?: string } | undefined;
  if (!viewer || !body?.password) throw new AppError('UNAUTHORIZED', 401);
  const [credential] = await c.var.deps.db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, viewer.id), eq(account.providerId, 'credential')))
    .limit(1);
  const ok = credential?.hash
    ? await verifyPassword({ hash: credential.hash, password: body.password })
    : false;
  if (!ok) {
    throw new AppError('CURRENT_PASSWORD_INCORRECT', 400, {
      fields: { password: 'currentPasswordIncorrect' },
    });
  }
  const { password: _, ...rest } = body;
  c.set('authBody', rest);
  await next();
});
