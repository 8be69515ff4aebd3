import { readdirSync, readFileSync } from 'node:fs';

/** Proportional set size in MB: shared pages (PostgreSQL's shared buffers) count once across processes. */
function pssMb(pid: number): number {
  try {
    const kb = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8').match(/^Pss:\s+(\d+) kB/m)?.[1];
    return Number(kb ?? 0) / 1024;
  } catch {
    return 0; // ended meanwhile
  }
}

function parentOf(pid: string): number {
  try {
    return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]);
  } catch {
    return 0;
  }
}

/** The processes `appPid` started and theirs (the embedded PostgreSQL server and its backends). */
export function descendantsOf(appPid: number): number[] {
  const pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  const children = new Map<number, number[]>();
  for (const pid of pids) {
    const parent = parentOf(pid);
    children.set(parent, [...(children.get(parent) ?? []), Number(pid)]);
  }
  const descendants: number[] = [];
  const queue = [...(children.get(appPid) ?? [])];
  while (queue.length > 0) {
    const pid = queue.shift() as number;
    descendants.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return descendants;
}

const isNode = (pid: number): boolean => {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'node';
  } catch {
    return false;
  }
};

/**
 * The server's processes, split: `app` is the server process and its workers (WEB_CONCURRENCY, node
 * processes it forked), `database` every other process it started (the embedded PostgreSQL server and
 * its backends). Linux only.
 */
export function serverProcesses(appPid: number): { app: number[]; database: number[] } {
  const descendants = descendantsOf(appPid);
  return { app: [appPid, ...descendants.filter(isNode)], database: descendants.filter((p) => !isNode(p)) };
}

/** Memory of the server's processes (serverProcesses), proportional set size in MB. */
export function serverMemory(appPid: number): { appMb: number; databaseMb: number } {
  const { app, database } = serverProcesses(appPid);
  const mb = (pids: number[]) => Math.round(pids.reduce((sum, pid) => sum + pssMb(pid), 0));
  return { appMb: mb(app), databaseMb: mb(database) };
}
