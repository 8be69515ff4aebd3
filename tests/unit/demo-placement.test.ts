import { describe, expect, it } from 'vitest';
import { ADDRESSES, demoPlacement } from '../../server/db/seed/demo-places';

// The demo map must have markers on a machine with no geocoder: every demo address comes placed.

describe('demoPlacement', () => {
  const all = Object.values(ADDRESSES).flat();

  it('places every demo address, already geocoded', () => {
    for (const address of all) {
      const placed = demoPlacement(address, 0);
      expect(placed, address).toMatchObject({ geocodeStatus: 'ok', geocodedAddress: address });
      expect(placed.latitude, address).toEqual(expect.any(Number));
    }
  });

  it('spreads ads at one address over a few hundred metres, the same way every time', () => {
    const address = ADDRESSES.Tampa[0] as string;
    const points = Array.from({ length: 24 }, (_, n) => demoPlacement(address, n));
    const keys = new Set(points.map((p) => `${p.latitude},${p.longitude}`));
    expect(keys.size).toBe(24);
    const [origin] = points;
    for (const p of points) {
      expect(Math.abs((p.latitude ?? 0) - (origin?.latitude ?? 0))).toBeLessThan(0.01);
      expect(Math.abs((p.longitude ?? 0) - (origin?.longitude ?? 0))).toBeLessThan(0.01);
    }
    expect(demoPlacement(address, 7)).toEqual(points[7]);
  });

  it('leaves an ad without an address unplaced', () => {
    expect(demoPlacement('', 3)).toEqual({});
  });
});
