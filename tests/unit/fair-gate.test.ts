import { describe, expect, it } from 'vitest';
import { createFairGate } from '../../server/services/fair-gate';
import { createWorkGate, GateBusyError } from '../../server/services/work-gate';
import { pending, tick } from '../support/pending-work';

/** One slot and a line of `maxWaiting`, one place per key: the hashing queue's shape. */
function hashingShaped(maxWaiting: number) {
  const gate = createWorkGate({ capacity: 1, maxWaiting });
  const fair = createFairGate(gate, 1, () => gate.running >= 1 && gate.waiting >= maxWaiting);
  return { gate, fair };
}

describe('the fair gate', () => {
  it('gives each key one place: its second piece of work is refused at once, another key still waits its turn', async () => {
    const { gate, fair } = hashingShaped(4);
    const first = pending();
    const running = fair.run(first.work, 'storm-1');
    await tick();
    expect(fair.wouldRefuse('storm-1')).toBe(true);
    await expect(fair.run(async () => 'again', 'storm-1')).rejects.toBeInstanceOf(GateBusyError);

    const newcomer = pending();
    const waiting = fair.run(newcomer.work, 'newcomer');
    await tick();
    expect([gate.running, gate.waiting, fair.placesOf('storm-1'), fair.placesOf('newcomer')]).toEqual([
      1, 1, 1, 1,
    ]);
    first.finish();
    await running;
    await tick();
    expect(newcomer.state.started).toBe(true);
    // Its place is free again once its work ended.
    expect(fair.wouldRefuse('storm-1')).toBe(false);
    newcomer.finish();
    await waiting;
    expect([fair.placesOf('storm-1'), fair.placesOf('newcomer')]).toEqual([0, 0]);
  });

  it('lets a newcomer in front of a storm from fewer keys than the line holds', async () => {
    const { fair } = hashingShaped(4);
    const storm = Array.from({ length: 4 }, () => pending());
    const answers = storm.flatMap((job, n) =>
      // Each storm key tries three times at once: one place each, the rest refused.
      Array.from({ length: 3 }, () =>
        fair.run(job.work, `storm-${n}`).then(
          () => 'done',
          (error) => (error instanceof GateBusyError ? 'refused' : 'other'),
        ),
      ),
    );
    await tick();
    expect(fair.wouldRefuse('newcomer')).toBe(false);
    const newcomer = fair.run(async () => 'signed in', 'newcomer');
    for (const job of storm) job.finish();
    await expect(newcomer).resolves.toBe('signed in');
    const settled = await Promise.all(answers);
    expect(settled.filter((a) => a === 'done')).toHaveLength(4);
    expect(settled.filter((a) => a === 'refused')).toHaveLength(8);
  });

  it('refuses everyone once the line is full, and runs work without a key as the gate does', async () => {
    const { fair } = hashingShaped(1);
    const jobs = [pending(), pending()];
    const runs = [
      fair.run(jobs[0]?.work ?? (async () => {}), 'a'),
      fair.run(jobs[1]?.work ?? (async () => {})),
    ];
    await tick();
    expect(fair.wouldRefuse('b')).toBe(true);
    await expect(fair.run(async () => 1, 'b')).rejects.toBeInstanceOf(GateBusyError);
    for (const job of jobs) job.finish();
    await Promise.all(runs);
    await expect(fair.run(async () => 2, 'b')).resolves.toBe(2);
  });
});
