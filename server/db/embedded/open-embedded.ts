import { readFileSync } from 'node:fs';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';
import { connectionUrl, embeddedPaths, startEmbeddedPostgres } from './embedded-server';
import { readPostmasterFile } from './postmaster';

export interface EmbeddedDatabase {
  url: string;
  /** Stops the server if this process started it. */
  release(): Promise<void>;
}

/**
 * The embedded server of DATA_DIR, started by this process (which then holds the folder's lock).
 * `shareRunning`: a command-line tool run while Hromada serves the folder uses that server instead
 * of refusing.
 */
export async function acquireEmbeddedPostgres(
  dataDir: string,
  options: { shareRunning?: boolean; log?: (line: string) => void } = {},
): Promise<EmbeddedDatabase> {
  let unlock: () => void;
  try {
    unlock = lockDataDir(dataDir);
  } catch (error) {
    const running = options.shareRunning && error instanceof DataDirLockedError && runningServerUrl(dataDir);
    if (!running) throw error;
    return { url: running, release: async () => undefined };
  }
  try {
    const server = await startEmbeddedPostgres(dataDir, options.log);
    return {
      url: server.url,
      async release() {
        await server.stop();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

function runningServerUrl(dataDir: string): string | undefined {
  const { pgDir, passwordFile } = embeddedPaths(dataDir);
  const running = readPostmasterFile(pgDir);
  return running?.ready ? connectionUrl(running, readFileSync(passwordFile, 'utf8').trim()) : undefined;
}
