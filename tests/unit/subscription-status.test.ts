import { describe, expect, it } from 'vitest';
import { displayStatus } from '../../shared/subscription-status';

// docs/decisions/014: active (period running, renewing), expiring (running, cancelled), cancelled (over).

const end = '2031-04-01T00:00:00.000Z';
const before = new Date('2031-03-31T23:59:59.999Z');
const atEnd = new Date(end);

describe('displayStatus', () => {
  it('is active while the period runs and it renews', () => {
    expect(displayStatus({ current_period_end: end, cancel_at_period_end: false }, before)).toBe('active');
  });
  it('is expiring while the period runs after a cancellation', () => {
    expect(displayStatus({ current_period_end: new Date(end), cancel_at_period_end: true }, before)).toBe(
      'expiring',
    );
  });
  it('is cancelled from the period end on, cancelled or not', () => {
    expect(displayStatus({ current_period_end: end, cancel_at_period_end: false }, atEnd)).toBe('cancelled');
    expect(displayStatus({ current_period_end: end, cancel_at_period_end: true }, atEnd)).toBe('cancelled');
  });
});
