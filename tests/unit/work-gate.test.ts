import { describe, expect, it, vi } from 'vitest';
import { decodeCostBytes } from '../../server/services/images/decode-cost';
import { createWorkGate, GateBusyError } from '../../server/services/work-gate';
import { pending, tick } from '../support/pending-work';

describe('the work gate', () => {
  it('runs work up to its capacity at once, the rest in the order it came', async () => {
    const gate = createWorkGate({ capacity: 2 });
    const jobs = [pending(), pending(), pending(), pending()];
    const runs = jobs.map((job) => gate.run(job.work));
    await tick();
    expect(jobs.map((job) => job.state.started)).toEqual([true, true, false, false]);
    expect([gate.running, gate.waiting]).toEqual([2, 2]);
    jobs[1]?.finish();
    await tick();
    expect(jobs.map((job) => job.state.started)).toEqual([true, true, true, false]);
    for (const job of jobs) job.finish();
    await Promise.all(runs);
    expect([gate.running, gate.waiting]).toEqual([0, 0]);
  });

  it('weighs work: a heavy one runs alone, a light one waits behind it', async () => {
    const gate = createWorkGate({ capacity: 100 });
    const [light, heavy, after] = [pending(), pending(), pending()];
    const runs = [gate.run(light.work, 30), gate.run(heavy.work, 500), gate.run(after.work, 10)];
    await tick();
    expect([light.state.started, heavy.state.started, after.state.started]).toEqual([true, false, false]);
    light.finish();
    await tick();
    expect([heavy.state.started, after.state.started]).toEqual([true, false]);
    heavy.finish();
    await tick();
    expect(after.state.started).toBe(true);
    after.finish();
    await Promise.all(runs);
  });

  it('with rest, keeps a finished turn taken for a while before the next work gets it', async () => {
    const gate = createWorkGate({ capacity: 1, rest: true });
    const [first, second] = [pending(), pending()];
    const runs = [gate.run(first.work), gate.run(second.work)];
    await tick();
    await new Promise((resolve) => setTimeout(resolve, 30));
    first.finish();
    await runs[0];
    // The first caller has its answer; the second still waits while the turn rests.
    await tick();
    expect([second.state.started, gate.running]).toEqual([false, 1]);
    await vi.waitFor(() => expect(second.state.started).toBe(true));
    second.finish();
    await runs[1];
    await vi.waitFor(() => expect(gate.running).toBe(0));
  });

  it('refuses work beyond its queue at once, and work that waited too long', async () => {
    const gate = createWorkGate({ capacity: 1, maxWaiting: 1, maxWaitMs: 50 });
    const busy = pending();
    const running = gate.run(busy.work);
    const waiting = gate.run(async () => 'late');
    await expect(gate.run(async () => 'refused')).rejects.toBeInstanceOf(GateBusyError);
    await expect(waiting).rejects.toBeInstanceOf(GateBusyError);
    expect([gate.running, gate.waiting]).toEqual([1, 0]);
    busy.finish();
    await running;
    expect(await gate.run(async () => 'next')).toBe('next');
  });

  it('frees its place when the work fails', async () => {
    const gate = createWorkGate({ capacity: 1 });
    await expect(gate.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await gate.run(async () => 'ok')).toBe('ok');
  });
});

describe('the decoding cost of an image', () => {
  it('counts formats decoded whole several times those decoded line by line', () => {
    const pixels = 20_000_000;
    const baseline = decodeCostBytes({ format: 'jpeg', pixels });
    const progressive = decodeCostBytes({ format: 'jpeg', pixels, isProgressive: true });
    expect(progressive).toBeGreaterThan(3 * baseline);
    expect(decodeCostBytes({ format: 'heif', pixels })).toBeGreaterThan(progressive);
    expect(decodeCostBytes({ format: 'something-new', pixels })).toBe(progressive);
  });
});
