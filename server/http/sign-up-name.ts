import { createMiddleware } from 'hono/factory';
import { refuseUnavailableDisplayName } from '../services/profiles/display-name-rules';
import type { AppEnv } from './app-env';

/**
 * For a validated sign-up whose `name` becomes the display name (by phone): a name that looks like
 * another person's (409) or the site's own (400) is refused before a code is sent. Names are public,
 * so this tells nothing about who has an account.
 */
export const refuseUnavailableSignUpName = createMiddleware<AppEnv>(async (c, next) => {
  const { name } = c.var.authBody as { name: string };
  await refuseUnavailableDisplayName(c.var.deps.db, name, 'name');
  await next();
});
