import type { PlatformSettings } from '../../shared/platform-features';

export interface SettingsSubscriber {
  /** The settings after a change (only when something changed). */
  change(settings: PlatformSettings): void;
  /** The hub closed (the server is stopping): end what was opened for this subscriber. */
  close(): void;
}

/**
 * This process's live copy of the platform settings: loaded once, reloaded on every NOTIFY (from
 * any server process on the same database) and pushed to subscribers, i.e. the open SSE streams.
 */
export interface SettingsHub {
  /** Starts listening and loads the settings; later calls wait for the same start. Never throws. */
  start(): Promise<void>;
  /** The latest copy: SPEC's defaults until the first successful load. */
  current(): PlatformSettings;
  /** Reloads now (after a write here, so this process does not wait for its own NOTIFY). */
  refresh(): Promise<PlatformSettings>;
  subscribe(subscriber: SettingsSubscriber): () => void;
  /**
   * Takes a place for one more stream of this client address (see stream-slots.ts): throws 429/503
   * when its share or the process is full; the function returned gives the place back.
   */
  admitStream(address: string): () => void;
  /** Stops listening (releasing the LISTEN connection) and closes every subscriber. */
  close(): Promise<void>;
}
