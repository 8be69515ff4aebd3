import { describe, expect, it } from 'vitest';
import type { ApiTokenScope } from '../../../server/db/schema/api-tokens';
import { tokenRole } from '../../../server/policies/api-token-scope';

const TABLE: ['admin' | 'user', ApiTokenScope[], 'admin' | 'user'][] = [
  ['admin', ['admin'], 'admin'],
  ['admin', ['read', 'admin'], 'admin'],
  ['admin', ['read'], 'user'],
  ['admin', ['ads:write'], 'user'],
  ['user', ['admin'], 'user'],
  ['user', ['read', 'ads:write'], 'user'],
];

describe('api token role', () => {
  it.each(TABLE)('a %s with %j acts as %s', (personRole, scopes, role) => {
    expect(tokenRole(personRole, scopes)).toBe(role);
  });
});
