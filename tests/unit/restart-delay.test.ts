import { describe, expect, it } from 'vitest';
import { restartDelay } from '../../server/processes/restart-delay';

describe('how soon a dead worker is replaced', () => {
  it('at once after a healthy life, however many died young before', () => {
    expect(restartDelay(60_000, 0)).toEqual({ ms: 0, quickDeaths: 0 });
    expect(restartDelay(3_600_000, 7)).toEqual({ ms: 0, quickDeaths: 0 });
  });

  it('at once the first time one dies young, then after 1 s, 2 s, 4 s… and never more than 30 s', () => {
    let quickDeaths = 0;
    const delays: number[] = [];
    for (let i = 0; i < 8; i++) {
      const next = restartDelay(2_000, quickDeaths);
      delays.push(next.ms);
      quickDeaths = next.quickDeaths;
    }
    expect(delays).toEqual([0, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
  });
});
