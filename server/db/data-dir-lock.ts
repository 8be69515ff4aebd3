import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** PGlite has no cross-process lock: two processes on one folder would silently diverge. */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'hromada.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && isRunning(pid)) {
        throw new DataDirLockedError(
          `The database folder ${dir} is in use by another Hromada process (pid ${pid}). ` +
            'Stop that process first, or set DATA_DIR to another folder.',
        );
      }
      rmSync(file, { force: true }); // stale lock left by a process that died
    }
  }
  throw new DataDirLockedError(`Could not lock the database folder ${dir}.`);
}
