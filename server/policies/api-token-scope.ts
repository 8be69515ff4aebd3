import type { ApiTokenScope } from '../db/schema/api-tokens';

/** What a request needs from a token: any scope (reading), 'ads:write' (or 'admin'), or 'admin'. */
export type ScopeNeed = 'any' | 'write' | 'admin';

// POSTs that only read: an RPC kept from the SPEC.
const READ_ONLY_POSTS = new Set(['/rpc/get_ad_ratings']);

/**
 * The scope rule, for a path under /api/v1 (without that prefix): anything under /admin needs
 * 'admin'; other reads (GET, HEAD, OPTIONS and read-only RPCs) any scope; every other write
 * (ads, their images and ratings, the caller's profile and notices, ...) 'ads:write' or 'admin'.
 */
export function scopeNeeded(method: string, rawPath: string): ScopeNeed {
  // The router matches paths exactly; this errs on the strict side for odd spellings anyway.
  const path = rawPath.toLowerCase().replace(/\/{2,}/g, '/');
  if (path === '/admin' || path.startsWith('/admin/')) return 'admin';
  const verb = method.toUpperCase();
  if (verb === 'GET' || verb === 'HEAD' || verb === 'OPTIONS') return 'any';
  if (verb === 'POST' && READ_ONLY_POSTS.has(path)) return 'any';
  return 'write';
}

/** Whether a token with these scopes may make the request. */
export function scopesAllow(scopes: readonly ApiTokenScope[], method: string, path: string): boolean {
  const need = scopeNeeded(method, path);
  if (scopes.includes('admin')) return true;
  if (need === 'admin') return false;
  if (need === 'write') return scopes.includes('ads:write');
  return scopes.length > 0;
}

/** A token acts as an admin only when its person is one and it carries the 'admin' scope. */
export const tokenRole = (
  personRole: 'admin' | 'user',
  scopes: readonly ApiTokenScope[],
): 'admin' | 'user' => (personRole === 'admin' && scopes.includes('admin') ? 'admin' : 'user');
