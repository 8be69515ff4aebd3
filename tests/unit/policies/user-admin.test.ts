import { describe, expect, it } from 'vitest';
import { refuseLastAdmin, refuseSelf } from '../../../server/policies/user-admin';
import { outcome, VIEWERS } from './viewers';

describe('user administration policy', () => {
  it.each([
    ['themselves', 'admin', 403],
    ['someone else', 'owner', 'ok'],
  ] as const)('an admin changing %s: %s', (_who, targetId, expected) => {
    expect(outcome(() => refuseSelf(VIEWERS.admin, targetId))).toBe(expected);
  });

  // active admins, target, outcome
  it.each([
    [['a'], 'a', 409],
    [['a', 'b'], 'a', 'ok'],
    [['a'], 'b', 'ok'],
    [[], 'b', 'ok'],
  ] as const)('active admins %j, taking out %s: %s', (admins, targetId, expected) => {
    expect(outcome(() => refuseLastAdmin(admins, targetId))).toBe(expected);
  });
});
