import { readFileSync } from 'node:fs';

/** Linux's clock ticks per second for /proc times (USER_HZ: 100 on every mainstream kernel). */
const TICKS_PER_SECOND = 100;

/**
 * CPU time the process has used, user and system, its threads included (libuv's pool compresses
 * answers), in ms; Linux only. The difference over a row is what its answers cost the server
 * process itself, whatever else the machine is busy with.
 */
export function processCpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}
