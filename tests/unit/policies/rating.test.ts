import { describe, expect, it } from 'vitest';
import { assertMayChangeRating } from '../../../server/policies/rating';
import { OWNER_ID, outcome, VIEWERS } from './viewers';

type Status = 'pending' | 'approved' | 'rejected';
type Changer = 'owner' | 'stranger' | 'admin';

// viewer, rating status, ad public, editing (adminToo false), deleting (adminToo true)
const TABLE: [Changer, Status, boolean, 'ok' | number, 'ok' | number][] = [
  ['owner', 'pending', true, 'ok', 'ok'],
  ['owner', 'pending', false, 'ok', 'ok'],
  ['owner', 'approved', true, 'ok', 'ok'],
  ['owner', 'approved', false, 'ok', 'ok'],
  ['owner', 'rejected', true, 'ok', 'ok'],
  ['owner', 'rejected', false, 'ok', 'ok'],
  ['stranger', 'pending', true, 404, 404],
  ['stranger', 'pending', false, 404, 404],
  ['stranger', 'approved', true, 403, 403],
  ['stranger', 'approved', false, 404, 404],
  ['stranger', 'rejected', true, 404, 404],
  ['stranger', 'rejected', false, 404, 404],
  ['admin', 'pending', true, 404, 'ok'],
  ['admin', 'pending', false, 404, 'ok'],
  ['admin', 'approved', true, 403, 'ok'],
  ['admin', 'approved', false, 404, 'ok'],
  ['admin', 'rejected', true, 404, 'ok'],
  ['admin', 'rejected', false, 404, 'ok'],
];

describe('rating policy', () => {
  it.each(TABLE)('%s, %s rating, public ad %s: edit %s, delete %s', (name, status, adIsPublic, edit, del) => {
    const rating = { userId: OWNER_ID, status };
    const viewer = VIEWERS[name];
    expect(outcome(() => assertMayChangeRating(viewer, rating, adIsPublic, { adminToo: false }))).toBe(edit);
    expect(outcome(() => assertMayChangeRating(viewer, rating, adIsPublic, { adminToo: true }))).toBe(del);
  });
});
