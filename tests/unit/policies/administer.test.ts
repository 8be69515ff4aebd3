import { describe, expect, it } from 'vitest';
import { isAdmin, requireAdministrator } from '../../../server/policies/administer';
import { outcome, VIEWERS, type ViewerName } from './viewers';

const TABLE: [ViewerName, boolean, 'ok' | number][] = [
  ['visitor', false, 401],
  ['owner', false, 403],
  ['stranger', false, 403],
  ['admin', true, 'ok'],
];

describe('administer policy', () => {
  it.each(TABLE)('%s: isAdmin %s, requireAdministrator %s', (name, admin, required) => {
    expect(isAdmin(VIEWERS[name])).toBe(admin);
    expect(outcome(() => requireAdministrator(VIEWERS[name]))).toBe(required);
  });

  it('refuses a visitor with UNAUTHORIZED and anyone else with FORBIDDEN', () => {
    expect(() => requireAdministrator(null)).toThrow(expect.objectContaining({ code: 'UNAUTHORIZED' }));
    expect(() => requireAdministrator(VIEWERS.stranger)).toThrow(
      expect.objectContaining({ code: 'FORBIDDEN' }),
    );
  });
});
