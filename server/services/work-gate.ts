/** The gate's queue was full, or a turn did not come in time: the caller answers 503. */
export class GateBusyError extends Error {
  constructor() {
    super('busy');
  }
}

export interface WorkGateOptions {
  /** The weights of the work running at once add up to at most this. */
  capacity: number;
  /** Work waiting beyond this many is refused at once (GateBusyError). */
  maxWaiting?: number;
  /** Work that has waited this long is refused (GateBusyError). */
  maxWaitMs?: number;
  /**
   * Each piece of work's weight stays taken, after it ends, for as long as it ran: a storm of it then
   * keeps its threads busy half the time at most, leaving the cores to the site's other requests.
   * The caller does not wait for the rest.
   */
  rest?: boolean;
}

export interface WorkGate {
  /**
   * Runs `work` once its weight fits beside the work running, first come first served. A weight
   * above the capacity counts as the capacity: that work runs alone.
   */
  run<T>(work: () => Promise<T>, weight?: number): Promise<T>;
  /** Weight of the work running now (for tests and the bench). */
  readonly running: number;
  readonly waiting: number;
}

interface Waiter {
  weight: number;
  admit: () => void;
}

/** A weighted semaphore with a bounded, time-limited queue. */
export function createWorkGate({
  capacity,
  maxWaiting = Number.POSITIVE_INFINITY,
  maxWaitMs = Number.POSITIVE_INFINITY,
  rest = false,
}: WorkGateOptions): WorkGate {
  let running = 0;
  const queue: Waiter[] = [];

  const admitWaiters = () => {
    for (let next = queue[0]; next && running + next.weight <= capacity; next = queue[0]) {
      queue.shift();
      running += next.weight;
      next.admit();
    }
  };

  const turn = (weight: number) =>
    new Promise<void>((resolve, reject) => {
      if (queue.length === 0 && running + weight <= capacity) {
        running += weight;
        return resolve();
      }
      if (queue.length >= maxWaiting) return reject(new GateBusyError());
      const waiter: Waiter = {
        weight,
        admit: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      const timer = Number.isFinite(maxWaitMs)
        ? setTimeout(() => {
            queue.splice(queue.indexOf(waiter), 1);
            admitWaiters(); // a heavy waiter leaving may let lighter ones behind it in
            reject(new GateBusyError());
          }, maxWaitMs)
        : undefined;
      queue.push(waiter);
    });

  return {
    async run(work, weight = 1) {
      const taken = Math.min(Math.max(weight, 0), capacity);
      await turn(taken);
      const started = performance.now();
      const giveBack = () => {
        running -= taken;
        admitWaiters();
      };
      try {
        return await work();
      } finally {
        if (rest) setTimeout(giveBack, performance.now() - started).unref();
        else giveBack();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}
