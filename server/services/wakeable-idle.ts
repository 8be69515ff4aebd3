/**
 * A background worker's pause between passes that a request or a stop can cut short: `idle(ms)`
 * resolves after `ms`, or at once when `wake()` is called meanwhile (a wake with no pause running
 * does nothing).
 */
export function wakeableIdle() {
  let wake = () => {};
  const idle = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = () => {};
        resolve();
      }
      wake = done;
    });
  return { idle, wake: () => wake() };
}
