import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from './app-env';

/**
 * An address as a proxy may write it, without port or brackets (`1.2.3.4:5678` → `1.2.3.4`,
 * `[::1]:80` and `[::1]` → `::1`), so a port never makes a new rate-limit bucket; null when it is
 * no IP address at all.
 */
export function plainAddress(value: string): string | null {
  const text = value.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text)?.[1];
  const address = bracketed ?? text.replace(/^(\d+\.\d+\.\d+\.\d+):\d+$/, '$1');
  return isIP(address) ? address : null;
}

/**
 * The client's address: the socket's, or the proxy's last X-Forwarded-For entry when TRUST_PROXY is
 * on (an entry that is no address counts as the proxy's own).
 */
export function clientAddress(c: Context<AppEnv>): string {
  if (c.var.deps.env.trustProxy) {
    const forwarded = plainAddress(c.req.header('x-forwarded-for')?.split(',').at(-1) ?? '');
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

/**
 * The client's address or network as a rate-limit identity: what a caller without a cookie counts
 * as, and what the credential routes count by whatever cookie comes (docs/decisions/003).
 */
export const addressCallerIdentifier = (c: Context<AppEnv>) => `ip:${addressForLimits(clientAddress(c))}`;

/**
 * Rate-limit identity (docs/decisions/003): the signed-in person (or an API token's owner), else the
 * visitor of a validly signed visitor cookie, else — no cookie, or a forged one — the client's address
 * or network, shared by everyone there without a cookie.
 */
export function callerIdentifier(c: Context<AppEnv>): string {
  const { viewer, visitorId } = c.var;
  if (viewer) return `user:${viewer.id}`;
  return visitorId ? `visitor:${visitorId}` : addressCallerIdentifier(c);
}

/** The bucket of a client address's ceiling, which every visitor there counts against as well. */
export const addressIdentifier = (c: Context<AppEnv>) => `address:${addressForLimits(clientAddress(c))}`;
