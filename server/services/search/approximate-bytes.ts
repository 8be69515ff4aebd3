/**
 * About how much memory a cached answer holds: its JSON length (Maps as their entries, Dates as
 * text) times three, for the per-object and per-string overhead of V8's heap. An estimate for a
 * cache's bound, not a measurement.
 */
export function approximateBytes(value: unknown): number {
  const json = JSON.stringify(value, (_key, v) => (v instanceof Map ? [...v] : v)) ?? '';
  return Math.max(1, json.length * 3);
}
