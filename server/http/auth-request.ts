import type { Context } from 'hono';
import { CLIENT_ADDRESS_HEADER } from '../auth/auth';
import type { AppEnv } from './app-env';
import { clientAddress } from './caller';
import { withoutVisitorCookie } from './visitor-id';

/**
 * The request better-auth gets: the client address in a header only we set (it cannot see the
 * socket), without our visitor cookie (with any cookie it checks the Origin of every write, which
 * callers without a browser do not send), and the validated body when a middleware cleaned it.
 */
export function authRequest(c: Context<AppEnv>): Request {
  const { method, url, headers: original, body: rawBody } = c.req.raw;
  const headers = new Headers(original);
  headers.set(CLIENT_ADDRESS_HEADER, clientAddress(c));
  const cookie = withoutVisitorCookie(headers.get('cookie') ?? '');
  if (cookie) headers.set('cookie', cookie);
  else headers.delete('cookie');
  const cleaned = c.var.authBody;
  if (cleaned === undefined)
    return new Request(url, { method, headers, body: rawBody, duplex: 'half' } as RequestInit);
  headers.delete('content-length');
  headers.set('content-type', 'application/json');
  return new Request(url, { method, headers, body: JSON.stringify(cleaned) });
}
