import { execFileSync } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readdirSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

// A small disk the tests fill up: a tmpfs mounted on a folder (root only). Where it cannot be mounted
// (no root, no mount), the tests using it are skipped on a developer's machine and FAIL in CI
// (CI=true), so a missing privilege never passes as a green run there.

export interface SmallDisk {
  path: string;
  /** Writes a filler file until the disk answers ENOSPC. */
  fill(): void;
  /** Makes empty filler files until no file or folder can be made (ENOSPC). */
  fillInodes(): void;
  /** Removes the fillers. */
  free(): void;
  unmount(): void;
}

/** The fillers' names start so: not files of ours. */
export const FILLER = '.filler';

/** Whether a tmpfs can be mounted here; in CI a refusal is an error (the tests must run there). */
export function canMountSmallDisks(): boolean {
  const probe = join('/tmp', `hromada-mount-probe-${process.pid}`);
  mkdirSync(probe, { recursive: true });
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', probe], { stdio: 'pipe' });
    execFileSync('umount', [probe], { stdio: 'pipe' });
    return true;
  } catch (error) {
    if (process.env.CI === 'true') throw new Error(`cannot mount a tmpfs in CI (run as root): ${error}`);
    return false;
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
}

const isNoSpace = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOSPC';

/**
 * Mounts a tmpfs of `sizeBytes` and `inodes` files and folders on `path` (made if missing). Unmount
 * it in afterAll, also after a failure.
 */
export function mountSmallDisk(path: string, sizeBytes: number, inodes = 512): SmallDisk {
  mkdirSync(path, { recursive: true });
  const options = `size=${sizeBytes},nr_inodes=${inodes},mode=1777`;
  execFileSync('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', path], { stdio: 'pipe' });
  const filler = join(path, FILLER);
  return {
    path,
    fill() {
      const fd = openSync(filler, 'a');
      const chunk = Buffer.alloc(4096, 1);
      try {
        for (;;) writeSync(fd, chunk);
      } catch (error) {
        if (!isNoSpace(error)) throw error;
      } finally {
        closeSync(fd);
      }
    },
    fillInodes() {
      try {
        for (let n = 0; ; n++) closeSync(openSync(`${filler}-${n}`, 'w'));
      } catch (error) {
        if (!isNoSpace(error)) throw error;
      }
    },
    free() {
      for (const name of readdirSync(path)) if (name.startsWith(FILLER)) rmSync(join(path, name));
    },
    unmount() {
      // Lazy: a process that still has a file open there does not keep the mount.
      execFileSync('umount', ['-l', path], { stdio: 'pipe' });
    },
  };
}
