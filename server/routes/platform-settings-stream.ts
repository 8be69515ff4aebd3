import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { PlatformSettings } from '../../shared/platform-features';
import type { AppEnv } from '../http/app-env';
import { addressForLimits, clientAddress } from '../http/caller';
import { holdStream } from '../http/held-stream';
import { presentPlatformSettings } from '../presenters/platform-settings';

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
      await holdStream(stream, (queue, end) => {
        const send = (settings: PlatformSettings, retry?: number) => {
          const state = presentPlatformSettings(settings, env.paymentProvider);
          queue(() => stream.writeSSE({ event: 'settings', data: JSON.stringify(state), retry }));
        };
        const unsubscribe = hub.subscribe({ change: (settings) => send(settings), close: end });
        // Subscribed first: a change landing now is sent after this, never lost.
        send(hub.current(), RETRY_MS);
        return unsubscribe;
      });
    } finally {
      leave();
    }
  });
  // Not kept alive once it ends: a stopping server then has no idle connection left to wait for.
  response.headers.set('Connection', 'close');
  return response;
}
