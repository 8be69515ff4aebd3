import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { PlatformSettings } from '../../shared/platform-features';
import type { AppEnv } from '../http/app-env';
import { addressForLimits, clientAddress } from '../http/caller';
import { presentPlatformSettings } from '../presenters/platform-settings';

export const HEARTBEAT_MS = 25_000;
/** How long a browser waits before reconnecting after the stream drops. */
const RETRY_MS = 3_000;

/**
 * GET /platform-settings/stream: the state now, then after every change, until either side closes.
 * A stream over this address's share or the process's limit is refused (429/503) before it opens.
 */
export function settingsStream(c: Context<AppEnv>) {
  const { settings: hub, env } = c.var.deps;
  const leave = hub.admitStream(addressForLimits(clientAddress(c)));
  c.header('X-Accel-Buffering', 'no'); // proxies must pass each event on at once
  const response = streamSSE(c, async (stream) => {
    try {
      await hub.start();
      // Writes go one after another, so events keep their order.
      let writing = Promise.resolve();
      const send = (settings: PlatformSettings, retry?: number) => {
        const state = presentPlatformSettings(settings, env.paymentProvider);
        writing = writing.then(() =>
          stream.writeSSE({ event: 'settings', data: JSON.stringify(state), retry }),
        );
      };
      let heartbeat: ReturnType<typeof setInterval> | undefined;
      let unsubscribe = () => {};
      await new Promise<void>((resolve) => {
        unsubscribe = hub.subscribe({ change: (settings) => send(settings), close: resolve });
        stream.onAbort(resolve);
        heartbeat = setInterval(() => {
          writing = writing.then(() => stream.write(': heartbeat\n\n')).then(() => undefined);
        }, HEARTBEAT_MS);
        // Subscribed first: a change landing now is sent after this, never lost.
        send(hub.current(), RETRY_MS);
      });
      clearInterval(heartbeat);
      unsubscribe();
      await writing;
    } finally {
      leave();
    }
  });
  // Not kept alive once it ends: a stopping server then has no idle connection left to wait for.
  response.headers.set('Connection', 'close');
  return response;
}
