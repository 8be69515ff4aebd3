import { readFileSync } from 'node:fs';
import { serverMemory } from '../memory';

function residentMb(pid: number): number {
  try {
    const kb = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m)?.[1];
    return Number(kb ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/**
 * The highest resident memory of the app process (sampled every 100 ms) and of its embedded database
 * (proportional, every second) until stopped.
 */
export function watchMemoryPeak(appPid: number): () => { appRssMb: number; databaseMb: number } {
  let appRssMb = residentMb(appPid);
  let databaseMb = serverMemory(appPid).databaseMb;
  const app = setInterval(() => {
    appRssMb = Math.max(appRssMb, residentMb(appPid));
  }, 100);
  const database = setInterval(() => {
    databaseMb = Math.max(databaseMb, serverMemory(appPid).databaseMb);
  }, 1000);
  return () => {
    clearInterval(app);
    clearInterval(database);
    return { appRssMb: Math.round(appRssMb), databaseMb: Math.round(databaseMb) };
  };
}
