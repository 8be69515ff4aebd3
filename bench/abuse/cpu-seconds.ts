import { readFileSync } from 'node:fs';
import { serverProcesses } from '../memory';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** CPU time (user + system, all threads) a process has used so far, in ticks; 0 once it has ended. */
function ticksOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

export interface CpuSeconds {
  app: number;
  database: number;
  attackers: number;
  /** This process: the load generator measuring the listing. */
  loadGenerator: number;
}

/**
 * Where the two cores went while a row ran: CPU seconds of the app process, its embedded database,
 * the attackers' processes and the load generator, from the call until the returned function is called.
 */
export function watchCpu(appPid: number, attackerPids: number[]): () => CpuSeconds {
  const groups = () => ({
    ...serverProcesses(appPid),
    attackers: attackerPids,
    loadGenerator: [process.pid],
  });
  const ticks = (pids: number[]) => new Map(pids.map((pid) => [pid, ticksOf(pid)]));
  const before = Object.fromEntries(Object.entries(groups()).map(([name, pids]) => [name, ticks(pids)]));
  return () => {
    const used = (name: keyof CpuSeconds, pids: number[]) => {
      const start = before[name] ?? new Map<number, number>();
      const sum = pids.reduce((total, pid) => total + ticksOf(pid) - (start.get(pid) ?? 0), 0);
      return Math.round((sum / TICKS_PER_SECOND) * 10) / 10;
    };
    const now = groups();
    return {
      app: used('app', now.app),
      database: used('database', now.database),
      attackers: used('attackers', now.attackers),
      loadGenerator: used('loadGenerator', now.loadGenerator),
    };
  };
}
