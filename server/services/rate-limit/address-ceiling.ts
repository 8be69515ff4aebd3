import { limitFor } from './check-rate-limit';

/**
 * Visitors are counted by a cookie they can throw away, so each client address also has a ceiling:
 * this many times each limit, shared by everyone there who is not signed in (a parish hall's Wi-Fi,
 * a household, a carrier's shared address). docs/decisions/003.
 */
export const ADDRESS_CEILING_FACTOR = 10;

/** The ceiling of `action` for one client address: the same window, ADDRESS_CEILING_FACTOR × the count. */
export function addressCeilingFor(action: string): { limit: number; windowMinutes: number } {
  const { limit, windowMinutes } = limitFor(action);
  return { limit: limit * ADDRESS_CEILING_FACTOR, windowMinutes };
}
