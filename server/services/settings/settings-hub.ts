import { PLATFORM_SETTING_DEFAULTS, type PlatformSettings } from '../../../shared/platform-features';
import type { SettingsHub, SettingsSubscriber } from '../../core/settings-hub';
import type { Database } from '../../db/client';
import { loadPlatformSettings, reasonOf } from './platform-settings';
import { createStreamSlots, type StreamLimits } from './stream-slots';

/** update_platform_setting (migration 0001) sends a NOTIFY on this channel after every change. */
export const SETTINGS_CHANNEL = 'platform_settings';

const same = (a: PlatformSettings, b: PlatformSettings) =>
  (Object.keys(a) as (keyof PlatformSettings)[]).every((key) => a[key] === b[key]);

/**
 * resyncMs: a reload now and then besides NOTIFY, in case a notification was lost with a connection.
 * streamLimits: how many streams may be open at once.
 */
export function createSettingsHub(
  database: Database,
  options: { streamLimits: StreamLimits; resyncMs?: number },
): SettingsHub {
  const subscribers = new Set<SettingsSubscriber>();
  const streamSlots = createStreamSlots(options.streamLimits);
  let copy: PlatformSettings = { ...PLATFORM_SETTING_DEFAULTS };
  let starting: Promise<void> | null = null;
  let unlisten: (() => Promise<void>) | null = null;
  let resync: ReturnType<typeof setInterval> | null = null;
  let running: Promise<PlatformSettings> | null = null;
  let again = false;
  let closed = false;

  async function loadOnce() {
    let next: PlatformSettings;
    try {
      next = await loadPlatformSettings(database.db);
    } catch (error) {
      // Fail safe: the last copy stays (SPEC's defaults when none was ever read).
      console.warn(`platform settings reload failed; keeping the last known ones (${reasonOf(error)})`);
      return;
    }
    if (same(next, copy)) return;
    copy = next;
    for (const subscriber of subscribers) subscriber.change(copy);
  }

  function reload(): Promise<PlatformSettings> {
    if (running) {
      // A change may have landed after the running read began: read once more when it ends.
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await loadOnce();
      } while (again && !closed);
      return copy;
    })().finally(() => {
      running = null;
    });
    return running;
  }

  async function begin() {
    try {
      // Listen before reading, so no change between the two is missed.
      unlisten = await database.listen(SETTINGS_CHANNEL, () => void reload());
    } catch (error) {
      console.warn(`cannot LISTEN for platform settings; reloading now and then (${reasonOf(error)})`);
    }
    await reload();
    resync = setInterval(() => void reload(), options.resyncMs ?? 60_000);
    resync.unref();
  }

  return {
    start() {
      if (closed) return Promise.resolve();
      starting ??= begin();
      return starting;
    },
    current: () => copy,
    refresh: reload,
    subscribe(subscriber) {
      subscribers.add(subscriber);
      return () => void subscribers.delete(subscriber);
    },
    admitStream: streamSlots.admit,
    async close() {
      if (closed) return;
      closed = true;
      await starting;
      if (resync) clearInterval(resync);
      for (const subscriber of subscribers) subscriber.close();
      subscribers.clear();
      await running;
      await unlisten?.().catch((error: unknown) => console.warn(`UNLISTEN failed (${reasonOf(error)})`));
      unlisten = null;
    },
  };
}
