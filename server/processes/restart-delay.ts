/** A worker that served this long before it died was healthy: its replacement starts at once. */
const HEALTHY_LIFE_MS = 60_000;
const FIRST_BACK_OFF_MS = 1000;
const LONGEST_BACK_OFF_MS = 30_000;

/**
 * How long to wait before replacing a worker that died after `livedMs`, given how many died young in
 * a row before it. The first is replaced at once; a worker that keeps dying soon after it starts is
 * replaced after 1 s, 2 s, 4 s… up to 30 s, so a crash on every start does not spin the machine.
 */
export function restartDelay(livedMs: number, quickDeaths: number): { ms: number; quickDeaths: number } {
  if (livedMs >= HEALTHY_LIFE_MS) return { ms: 0, quickDeaths: 0 };
  const ms =
    quickDeaths === 0 ? 0 : Math.min(LONGEST_BACK_OFF_MS, FIRST_BACK_OFF_MS * 2 ** (quickDeaths - 1));
  return { ms, quickDeaths: quickDeaths + 1 };
}
