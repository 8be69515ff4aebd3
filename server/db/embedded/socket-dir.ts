import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerAccount } from './server-account';

/** The port only names the socket file (`.s.PGSQL.5432`): no TCP port is opened. */
export const SOCKET_PORT = 5432;
// The socket file's whole path must fit in 107 bytes (sun_path).
const MAX_SOCKET_PATH = 107;
const SHORT_DIR_PREFIX = join(tmpdir(), 'hromada-pg-');

const fits = (dir: string) => join(dir, `.s.PGSQL.${SOCKET_PORT}`).length <= MAX_SOCKET_PATH;

/**
 * Where the embedded server puts its socket: inside its own folder, or, when that path is too long
 * for a socket, a private folder of its own under the system's temporary folder. Always a socket:
 * a loopback port picked free, released and then bound by PostgreSQL could be taken in between.
 */
export function socketDirFor(pgDir: string, account: ServerAccount): string {
  if (fits(pgDir)) return pgDir;
  const dir = mkdtempSync(SHORT_DIR_PREFIX);
  if (!fits(dir)) throw new Error(`No folder short enough for the database server's socket (${dir}).`);
  if (account.uid !== undefined && account.gid !== undefined) chownSync(dir, account.uid, account.gid);
  return dir;
}

/** Removes a folder made by socketDirFor once its server has stopped (never the data folder). */
export function removeSocketDir(dir: string): void {
  if (dir.startsWith(SHORT_DIR_PREFIX)) rmSync(dir, { recursive: true, force: true });
}
