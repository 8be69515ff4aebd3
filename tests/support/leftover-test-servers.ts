import { readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dataDirHolder } from '../../server/db/embedded/data-dir-lock';
import { embeddedPaths } from '../../server/db/embedded/embedded-server';
import { isPostmasterOf, readPostmasterFile, stopPostmaster } from '../../server/db/embedded/postmaster';

/**
 * Database servers of earlier test runs that were killed before they could stop them (a Ctrl-C during
 * a run, a test that timed out around a server process): stopped and their folders removed, so they
 * do not pile up in memory. Folders a live process still holds are left alone.
 */
export async function stopLeftoverTestServers(): Promise<void> {
  const root = tmpdir();
  for (const name of readdirSync(root)) {
    if (!name.startsWith('hromada-')) continue;
    const dataDir = join(root, name);
    const { pgDir } = embeddedPaths(dataDir);
    const running = readPostmasterFile(pgDir);
    if (!running || dataDirHolder(dataDir)) continue;
    if (isPostmasterOf(running.pid, pgDir)) await stopPostmaster(running.pid);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
