import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from './app-env';

/** The client's address: the socket's, or the proxy's X-Forwarded-For entry when TRUST_PROXY is on. */
export function clientAddress(c: Context<AppEnv>): string {
  if (c.var.deps.env.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Rate-limit identity: the signed-in user, else the client address (never an id the client sends). */
export function callerIdentifier(c: Context<AppEnv>): string {
  const viewer = c.var.viewer;
  return viewer ? `user:${viewer.id}` : `ip:${clientAddress(c)}`;
}
