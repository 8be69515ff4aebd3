import { describe, expect, it } from 'vitest';
import { imageAllowance } from '../../shared/image-allowance';

const limits = { free: 1, paid: 8, community: 500 };
const now = new Date('2026-06-01T12:00:00Z');
const later = '2026-06-02T12:00:00Z';
const earlier = '2026-05-31T12:00:00Z';

describe('imageAllowance', () => {
  it('gives a community category its bound, paid or not', () => {
    expect(imageAllowance({ isCommunity: true, isPaid: false, paidUntil: null }, limits, now)).toBe(500);
    expect(imageAllowance({ isCommunity: true, isPaid: true, paidUntil: later }, limits, now)).toBe(500);
  });

  it('gives an ad paid at that moment the paid maximum', () => {
    expect(imageAllowance({ isCommunity: false, isPaid: true, paidUntil: later }, limits, now)).toBe(8);
  });

  it('gives every other ad the free one, a lapsed payment included', () => {
    expect(imageAllowance({ isCommunity: false, isPaid: false, paidUntil: null }, limits, now)).toBe(1);
    expect(imageAllowance({ isCommunity: false, isPaid: true, paidUntil: earlier }, limits, now)).toBe(1);
  });
});
