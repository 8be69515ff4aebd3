import type { SSEStreamingApi } from 'hono/streaming';

export const HEARTBEAT_MS = 25_000;

/** Queues a write after the ones before it, so events keep their order. */
export type QueueWrite = (write: () => Promise<unknown>) => void;

/**
 * Holds an open event stream until the client leaves or `open`'s `end` is called: writes go out one
 * after another, a `: heartbeat` comment every HEARTBEAT_MS keeps proxies from closing it. `open`
 * subscribes to what the stream reports and returns how to unsubscribe.
 */
export async function holdStream(
  stream: SSEStreamingApi,
  open: (queue: QueueWrite, end: () => void) => () => void,
): Promise<void> {
  let writing: Promise<unknown> = Promise.resolve();
  const queue: QueueWrite = (write) => {
    writing = writing
      .then(write)
      .catch((error: Error) => console.warn(`event stream write failed: ${error.message}`));
  };
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let unsubscribe = () => {};
  await new Promise<void>((resolve) => {
    stream.onAbort(resolve);
    heartbeat = setInterval(() => queue(() => stream.write(': heartbeat\n\n')), HEARTBEAT_MS);
    unsubscribe = open(queue, resolve);
  });
  clearInterval(heartbeat);
  unsubscribe();
  await writing;
}
