import { readPref, STORAGE_KEYS, writePref } from './prefs-storage';

const SESSION_ID = /^[A-Za-z0-9_-]{22}$/;
let current: string | null = null;

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * SPEC's random per-session id for rate limiting, kept in the browser and sent with every API call.
 * The server counts visitors by its signed cookie and uses this only to name a new one
 * (server/http/visitor-id.ts): on its own it unlocks nothing.
 */
export function rateLimitSessionId(): string {
  if (current) return current;
  const stored = readPref(STORAGE_KEYS.rateLimitSession);
  current = stored && SESSION_ID.test(stored) ? stored : randomId();
  if (current !== stored) writePref(STORAGE_KEYS.rateLimitSession, current);
  return current;
}
