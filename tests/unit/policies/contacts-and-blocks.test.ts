import { describe, expect, it } from 'vitest';
import { seesContactsWithAd } from '../../../server/policies/ad';
import { assertMayBlock } from '../../../server/policies/block';
import { OWNER_ID, outcome, VIEWERS, type ViewerName } from './viewers';

// viewer, sees the contacts with the ad on the public API, in /admin (docs/decisions/031)
const CONTACTS: [ViewerName, boolean, boolean][] = [
  ['visitor', false, false],
  ['owner', true, true],
  ['stranger', false, false],
  ['admin', false, true],
];

describe('contact details with the ad', () => {
  it.each(CONTACTS)('%s: public %s, admin %s', (name, publicPlace, adminPlace) => {
    const ad = { userId: OWNER_ID };
    expect(seesContactsWithAd(VIEWERS[name], ad, 'public')).toBe(publicPlace);
    expect(seesContactsWithAd(VIEWERS[name], ad, 'admin')).toBe(adminPlace);
  });
});

describe('blocking', () => {
  it('lets anyone block anyone but themselves', () => {
    expect(outcome(() => assertMayBlock(VIEWERS.owner, 'stranger'))).toBe('ok');
    expect(outcome(() => assertMayBlock(VIEWERS.admin, OWNER_ID))).toBe('ok');
    expect(outcome(() => assertMayBlock(VIEWERS.owner, OWNER_ID))).toBe(400);
  });
});
