import { createContext } from 'react';

/**
 * Whether the server rendered the page for a desktop (true), a phone (false) or not at all (undefined).
 * While a server-rendered page hydrates, layout decisions by width start from this guess, so the first
 * render matches the server's HTML; the real width takes over right after.
 */
export const DeviceHintContext = createContext<boolean | undefined>(undefined);
