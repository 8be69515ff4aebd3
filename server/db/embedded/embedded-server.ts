import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, openSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { postgresBinaries } from './binaries';
import { initialiseCluster } from './initialise';
import { isPostmasterOf, type PostmasterFile, readPostmasterFile, stopPostmaster } from './postmaster';
import { serverAccount } from './server-account';
import { serverSettings, settingsFlags } from './server-settings';
import { removeSocketDir, SOCKET_PORT, socketDirFor } from './socket-dir';

export const EMBEDDED_ROLE = 'hromada';
export const EMBEDDED_DATABASE = 'hromada';
const START_TIMEOUT_MS = 5 * 60_000; // crash recovery of a large database can take a while

export interface EmbeddedServer {
  /** Connection string of the `hromada` database. */
  url: string;
  /** Fast shutdown: everything committed is kept. */
  stop(): Promise<void>;
}

export function embeddedPaths(dataDir: string) {
  const root = resolve(dataDir);
  return {
    pgDir: join(root, 'postgres'),
    passwordFile: join(root, 'postgres-password'),
    logFile: join(root, 'postgres.log'),
  };
}

/**
 * Starts PostgreSQL on DATA_DIR/postgres (initialising it on first use), listening only on a socket
 * (socket-dir.ts). A server a killed Hromada left running on the folder is stopped first. The caller must hold the data folder's lock.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: (line: string) => void = console.log,
): Promise<EmbeddedServer> {
  const { pgDir, passwordFile, logFile } = embeddedPaths(dataDir);
  const leftover = readPostmasterFile(pgDir);
  if (leftover && isPostmasterOf(leftover.pid, pgDir)) {
    log(`Stopping the database server (pid ${leftover.pid}) that an earlier Hromada left running ...`);
    await stopPostmaster(leftover.pid);
    removeSocketDir(leftover.socketDir);
  }
  const account = serverAccount();
  const binaries = await postgresBinaries();
  const initialised = existsSync(join(pgDir, 'PG_VERSION'));
  if (initialised && !existsSync(passwordFile)) {
    throw new Error(
      `${passwordFile} is missing: the database in ${pgDir} cannot be opened without it. ` +
        'Restore it from a backup, or move the postgres folder away to start with an empty database.',
    );
  }
  if (!initialised) writeFileSync(passwordFile, randomBytes(24).toString('base64url'), { mode: 0o600 });
  const password = readFileSync(passwordFile, 'utf8').trim();
  if (!initialised)
    await initialiseCluster({ initdb: binaries.initdb, pgDir, role: EMBEDDED_ROLE, password, account });

  const socketDir = socketDirFor(pgDir, account);
  const child = launch(binaries.postgres, pgDir, logFile, account, socketDir);
  const stop = async () => {
    process.off('exit', stopOnExit);
    if (child.exitCode === null && child.signalCode === null && child.pid) await stopPostmaster(child.pid);
    removeSocketDir(socketDir);
  };
  // Whatever ends this process (an error, process.exit) stops the server too; only kill -9 cannot.
  const stopOnExit = () => {
    if (child.exitCode === null) child.kill('SIGINT');
    removeSocketDir(socketDir);
  };
  process.on('exit', stopOnExit);
  try {
    const running = await waitUntilReady(child, pgDir, logFile);
    const url = connectionUrl(running, password);
    await createDatabaseOnce(url);
    return { url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

function launch(
  postgres: string,
  pgDir: string,
  logFile: string,
  account: { uid?: number; gid?: number },
  socketDir: string,
): ChildProcess {
  // One earlier log is kept beside the current one.
  if (existsSync(logFile) && statSync(logFile).size > 0) renameSync(logFile, `${logFile}.1`);
  const out = openSync(logFile, 'a', 0o600);
  try {
    const child = spawn(
      postgres,
      [
        '-D',
        pgDir,
        '-p',
        String(SOCKET_PORT),
        ...settingsFlags({
          listen_addresses: '',
          unix_socket_directories: socketDir,
          unix_socket_permissions: '0700',
          ...serverSettings(),
        }),
      ],
      // Its own process group: a Ctrl-C in the terminal reaches Hromada, which drains its requests
      // and then stops the database, instead of both stopping at once.
      { ...account, detached: true, stdio: ['ignore', out, out], env: { ...process.env, LC_MESSAGES: 'C' } },
    );
    child.unref();
    return child;
  } finally {
    closeSync(out);
  }
}

async function waitUntilReady(child: ChildProcess, pgDir: string, logFile: string): Promise<PostmasterFile> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The database server did not start:\n${logTail(logFile)}`);
    }
    const file = readPostmasterFile(pgDir);
    if (file && file.pid === child.pid && file.ready) return file;
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error(`The database server did not become ready in time:\n${logTail(logFile)}`);
}

const logTail = (logFile: string) => (existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-2000) : '');

/** How to reach a running embedded server, from its postmaster.pid and the kept password. */
export function connectionUrl(
  running: PostmasterFile,
  password: string,
  database = EMBEDDED_DATABASE,
): string {
  const credentials = `${EMBEDDED_ROLE}:${encodeURIComponent(password)}`;
  if (running.listenAddress)
    return `postgresql://${credentials}@${running.listenAddress}:${running.port}/${database}`;
  return `postgresql://${credentials}@localhost:${running.port}/${database}?host=${encodeURIComponent(running.socketDir)}`;
}

async function createDatabaseOnce(url: string): Promise<void> {
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [EMBEDDED_DATABASE]);
    if (found.rowCount === 0) await client.query(`create database ${EMBEDDED_DATABASE}`);
  } finally {
    await client.end();
  }
}
