import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { effectiveFeatures, type PlatformSettings } from '../../shared/platform-features';
import type { PlatformSettingsState } from '../../shared/schemas/platform-settings';
import type { AppEnv } from '../http/app-env';

export const HEARTBEAT_MS = 25_000;
/** How long a browser waits before reconnecting after the stream drops. */
const RETRY_MS = 3_000;

const stateOf = (settings: PlatformSettings): PlatformSettingsState => ({
  settings,
  features: effectiveFeatures(settings),
});

/** GET /platform-settings/stream: the state now, then after every change, until either side closes. */
export function settingsStream(c: Context<AppEnv>) {
  const hub = c.var.deps.settings;
  c.header('X-Accel-Buffering', 'no'); // proxies must pass each event on at once
  const response = streamSSE(c, async (stream) => {
    await hub.start();
    // Writes go one after another, so events keep their order.
    let writing = Promise.resolve();
    const send = (settings: PlatformSettings, retry?: number) => {
      writing = writing.then(() =>
        stream.writeSSE({ event: 'settings', data: JSON.stringify(stateOf(settings)), retry }),
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
  });
  // Not kept alive once it ends: a stopping server then has no idle connection left to wait for.
  response.headers.set('Connection', 'close');
  return response;
}
