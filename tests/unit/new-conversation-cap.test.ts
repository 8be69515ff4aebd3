import { describe, expect, it } from 'vitest';
import { nextStartAt } from '../../server/services/messages/new-conversation-cap';

// When a person may start another conversation: the cap-th newest start leaving the 24 hours frees a
// place, or a new account's grown-up day under everyone's cap, whichever comes first.

const HOUR = 60 * 60 * 1000;
const NOW = Date.parse('2026-12-01T12:00:00Z');
/** Starts `hoursAgo` before NOW, newest first. */
const started = (...hoursAgo: number[]) => hoursAgo.map((h) => new Date(NOW - h * HOUR));
const at = (hoursFromNow: number) => new Date(NOW + hoursFromNow * HOUR);
const everyone = (perDay: number) => ({ perDay, grownUpAt: null, laterPerDay: perDay });

describe('nextStartAt', () => {
  it('is null while fewer than the cap were started in the last day', () => {
    expect(nextStartAt([], everyone(1))).toBeNull();
    expect(nextStartAt(started(1, 2), everyone(3))).toBeNull();
  });

  it('is when the cap-th newest start leaves the day, also after the cap was lowered', () => {
    expect(nextStartAt(started(1, 5, 20), everyone(3))).toEqual(at(4));
    // Lowered to 2 with 3 in the day: the second newest must leave, not the oldest.
    expect(nextStartAt(started(1, 5, 20), everyone(2))).toEqual(at(19));
  });

  it('lets a new account that grows up first start under everyone’s cap then', () => {
    const newAccount = (grownUpIn: number) => ({ perDay: 2, grownUpAt: at(grownUpIn), laterPerDay: 5 });
    // Its own cap frees a place in 22 hours; it grows up in 3, with fewer than 5 started.
    expect(nextStartAt(started(1, 2), newAccount(3))).toEqual(at(3));
    // Growing up after its own place frees changes nothing.
    expect(nextStartAt(started(1, 2), newAccount(30))).toEqual(at(22));
    // Grown up in 3 hours, but already at everyone's cap then: the 5th newest must leave first.
    expect(nextStartAt(started(1, 2, 3, 4, 10), { ...newAccount(3), laterPerDay: 5 })).toEqual(at(14));
  });
});
