import { createMiddleware } from 'hono/factory';
import { AppError } from '../core/app-error';
import { isSafeMethod, pathUnderApiV1 } from './api-path';
import type { AppEnv } from './app-env';

/**
 * The only /api/v1 writes a visitor may make: a payment provider's events, SPEC's public RPC, and a
 * saved search's one-click unsubscribe (RFC 8058: a mail client POSTs it; the token is signed).
 */
const VISITOR_WRITES: { method: string; path: RegExp }[] = [
  { method: 'POST', path: /^\/payments\/webhooks\/[^/]+$/ },
  { method: 'POST', path: /^\/rpc\/get_ad_ratings$/ },
  { method: 'POST', path: /^\/unsubscribe\/[^/]+$/ },
];

/**
 * 401 for a visitor's write before its body is read or validated (after viewerMiddleware): nobody
 * unknown gets to make the server parse a body, and the answer does not depend on what was sent.
 */
export const refuseVisitorWrites = createMiddleware<AppEnv>(async (c, next) => {
  if (c.var.viewer || isSafeMethod(c.req.method)) return next();
  const path = pathUnderApiV1(c);
  if (!VISITOR_WRITES.some((w) => w.method === c.req.method && w.path.test(path)))
    throw new AppError('UNAUTHORIZED', 401);
  return next();
});
