import { describe, expect, it } from 'vitest';
import {
  assertMayEditAd,
  editKeepsModeration,
  isOnOffer,
  mayPromoteAd,
  maySeeUnpublishedAd,
  seesEveryAd,
} from '../../../server/policies/ad';
import { OWNER_ID, outcome, VIEWERS, type ViewerName } from './viewers';

type Status = 'pending' | 'approved' | 'rejected';
const ad = (status: Status) => ({ userId: OWNER_ID, status });

// viewer, ad status, may edit (or the status refused with), may promote
const EDIT_AND_PROMOTE: [ViewerName, Status, 'ok' | number, boolean][] = [
  ['visitor', 'pending', 401, false],
  ['visitor', 'approved', 401, false],
  ['visitor', 'rejected', 401, false],
  ['owner', 'pending', 'ok', false],
  ['owner', 'approved', 'ok', true],
  ['owner', 'rejected', 'ok', false],
  ['stranger', 'pending', 404, false],
  ['stranger', 'approved', 403, false],
  ['stranger', 'rejected', 404, false],
  ['admin', 'pending', 'ok', false],
  ['admin', 'approved', 'ok', true],
  ['admin', 'rejected', 'ok', false],
];

describe('ad policy', () => {
  it.each(EDIT_AND_PROMOTE)('%s on a %s ad: edit %s, promote %s', (name, status, edit, promote) => {
    const viewer = VIEWERS[name];
    expect(outcome(() => assertMayEditAd(viewer, ad(status)))).toBe(edit);
    if (viewer) expect(mayPromoteAd(viewer, ad(status))).toBe(promote);
  });

  // viewer, sees it unpublished, sees every ad, an edit keeps moderation
  const SEEING: [ViewerName, boolean, boolean, boolean | null][] = [
    ['visitor', false, false, null],
    ['owner', true, false, false],
    ['stranger', false, false, false],
    ['admin', true, true, true],
  ];
  it.each(SEEING)('%s: unpublished %s, every ad %s, edit keeps moderation %s', (name, own, every, keeps) => {
    const viewer = VIEWERS[name];
    expect(maySeeUnpublishedAd(viewer, ad('pending'))).toBe(own);
    expect(seesEveryAd(viewer)).toBe(every);
    if (viewer) expect(editKeepsModeration(viewer)).toBe(keeps);
  });
});

describe('on offer', () => {
  const now = new Date('2031-05-17T12:00:00Z');
  const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);
  const event = (start: Date, end: Date | null, status = 'approved') => ({
    status,
    isEvent: true,
    eventDate: start,
    eventEndDate: end,
  });
  it('is an approved ad, or an approved event until its end (its start without one)', () => {
    expect(isOnOffer({ status: 'approved', isEvent: false, eventDate: null, eventEndDate: null }, now)).toBe(
      true,
    );
    expect(isOnOffer(event(at(-3_600_000), at(1000)), now)).toBe(true);
    expect(isOnOffer(event(at(-3_600_000), at(-1000)), now)).toBe(false);
    expect(isOnOffer(event(at(1000), null), now)).toBe(true);
    expect(isOnOffer(event(at(-1000), null), now)).toBe(false);
    for (const status of ['pending', 'rejected', 'expired'])
      expect(isOnOffer(event(at(1000), at(2000), status), now)).toBe(false);
  });
});
