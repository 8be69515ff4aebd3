import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { processAlive } from './postmaster';

export class DataDirLockedError extends Error {}

const lockFile = (dataDir: string) => join(dataDir, 'hromada.lock');

/** A live process that is a Node program: after a reboot a stale lock's pid may name anything. */
function isNodeProcess(pid: number): boolean {
  if (!processAlive(pid)) return false;
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node');
  } catch {
    return !existsSync('/proc/self/cmdline');
  }
}

/** The pid of the live Hromada process that holds this data folder, if one does. */
export function dataDirHolder(dataDir: string): number | undefined {
  const file = lockFile(dataDir);
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8').trim());
  return Number.isInteger(pid) && pid > 0 && isNodeProcess(pid) ? pid : undefined;
}

/**
 * One Hromada process owns a data folder's database server at a time; a lock left by a process that
 * died (kill -9) is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = lockFile(dataDir);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = dataDirHolder(dataDir);
      if (holder) {
        throw new DataDirLockedError(
          `The data folder ${dataDir} is in use by another Hromada process (pid ${holder}). ` +
            'Stop that process first, or set DATA_DIR to another folder.',
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dataDir}.`);
}
