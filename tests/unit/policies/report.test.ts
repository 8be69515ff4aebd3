import { describe, expect, it } from 'vitest';
import { assertMayReport } from '../../../server/policies/report';
import { OWNER_ID, outcome, VIEWERS } from './viewers';

// Who may report a published ad (a visitor never reaches the policy: the write is 401 before it).
const TABLE: ['owner' | 'stranger' | 'admin', 'ok' | number][] = [
  ['owner', 403],
  ['stranger', 'ok'],
  ['admin', 'ok'],
];

describe('report policy', () => {
  it.each(TABLE)('%s: %s', (name, expected) => {
    expect(outcome(() => assertMayReport(VIEWERS[name], { userId: OWNER_ID }))).toBe(expected);
  });
});
