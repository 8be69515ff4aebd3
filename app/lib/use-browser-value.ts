import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * Something only the browser knows (a device feature): `onServer` while a server-rendered page
 * hydrates (so the first render matches the server's HTML), the browser's own value from then on.
 */
export function useBrowserValue<T>(read: () => T, onServer: T): T {
  return useSyncExternalStore(noChanges, read, () => onServer);
}
