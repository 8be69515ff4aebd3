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

/**
 * An IPv6 address as its /64 network (one customer's allocation, so rotating addresses inside it
 * does not dodge a limit); IPv4 and IPv4-mapped addresses as they are.
 */
export function addressForLimits(address: string): string {
  if (!address.includes(':') || /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address))
    return address.replace(/^::ffff:/i, '');
  const [head = '', tail] = address.toLowerCase().split('%')[0]?.split('::') ?? [];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** Rate-limit identity: the signed-in user, else the client's address or network (never an id the client sends). */
export function callerIdentifier(c: Context<AppEnv>): string {
  const viewer = c.var.viewer;
  return viewer ? `user:${viewer.id}` : `ip:${addressForLimits(clientAddress(c))}`;
}
