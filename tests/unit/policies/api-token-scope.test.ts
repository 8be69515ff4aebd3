import { describe, expect, it } from 'vitest';
import type { ApiTokenScope } from '../../../server/db/schema/api-tokens';
import { scopeNeeded, scopesAllow } from '../../../server/policies/api-token-scope';

// The scope rule as a table: method, path under /api/v1, what it needs, and who may.
const TABLE: [string, string, 'any' | 'write' | 'admin'][] = [
  ['GET', '/ads', 'any'],
  ['HEAD', '/ads/123', 'any'],
  ['GET', '/me', 'any'],
  ['GET', '/me/notifications', 'any'],
  ['GET', '/ads/123/ratings', 'any'],
  ['POST', '/rpc/get_ad_ratings', 'any'],
  ['POST', '/ads', 'write'],
  ['PATCH', '/ads/123', 'write'],
  ['DELETE', '/ads/123', 'write'],
  ['POST', '/ads/123/images', 'write'],
  ['DELETE', '/ads/123/images', 'write'],
  ['POST', '/ads/123/ratings', 'write'],
  ['PATCH', '/ratings/9', 'write'],
  ['DELETE', '/ratings/9', 'write'],
  ['PATCH', '/me', 'write'],
  ['POST', '/me/notifications/read', 'write'],
  ['POST', '/rpc/something_else', 'write'],
  ['GET', '/admin/ads', 'admin'],
  ['GET', '/admin', 'admin'],
  ['PATCH', '/admin/ads/123', 'admin'],
  ['POST', '/admin/api-tokens', 'admin'],
  ['GET', '/admin/audit-log', 'admin'],
  ['GET', '/Admin/ads', 'admin'],
  ['GET', '//admin/ads', 'admin'],
];

const WHO: Record<'any' | 'write' | 'admin', ApiTokenScope[][]> = {
  any: [['read'], ['ads:write'], ['admin'], ['read', 'ads:write'], ['read', 'admin']],
  write: [['ads:write'], ['admin'], ['read', 'ads:write'], ['read', 'admin']],
  admin: [['admin'], ['read', 'admin']],
};
const ALL: ApiTokenScope[][] = [
  ['read'],
  ['ads:write'],
  ['admin'],
  ['read', 'ads:write'],
  ['read', 'admin'],
  [],
];

describe('the API token scope rule', () => {
  it.each(TABLE)('%s %s needs %s', (method, path, need) => {
    expect(scopeNeeded(method, path)).toBe(need);
    for (const scopes of ALL) {
      const allowed = WHO[need].some((w) => w.join() === scopes.join());
      expect(scopesAllow(scopes, method, path), `${scopes.join('+') || 'none'}`).toBe(allowed);
    }
  });

  it('does not read /administration or /ads/admin as admin paths', () => {
    expect(scopeNeeded('GET', '/administration')).toBe('any');
    expect(scopeNeeded('POST', '/ads/admin')).toBe('write');
  });
});
