import { execFile, execFileSync } from 'node:child_process';
import { chownSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerAccount } from './server-account';

/**
 * A UTF-8 locale the machine has. In PostgreSQL 17, pg_trgm and full-text search tell letters from
 * other characters by the database's LC_CTYPE: under plain "C" Cyrillic letters would not count.
 */
function utf8Locale(): string | undefined {
  try {
    const available = new Set(execFileSync('locale', ['-a'], { encoding: 'utf8' }).split('\n'));
    return ['C.UTF-8', 'C.utf8', 'en_US.UTF-8', 'en_US.utf8'].find((name) => available.has(name));
  } catch {
    return undefined;
  }
}

/** initdb: a new cluster in pgDir with one password-protected superuser. */
export async function initialiseCluster(options: {
  initdb: string;
  pgDir: string;
  role: string;
  password: string;
  account: ServerAccount;
}): Promise<void> {
  const { initdb, pgDir, role, password, account } = options;
  const locale = utf8Locale();
  if (!locale)
    throw new Error(
      'The embedded database needs a UTF-8 locale (C.UTF-8 or en_US.UTF-8); none is installed.',
    );
  mkdirSync(pgDir, { recursive: true, mode: 0o700 });
  // The password reaches initdb in a file only the server's account can read.
  const secrets = mkdtempSync(join(tmpdir(), 'hromada-initdb-'));
  const pwfile = join(secrets, 'password');
  writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  if (account.uid !== undefined && account.gid !== undefined) {
    for (const path of [pgDir, secrets, pwfile]) chownSync(path, account.uid, account.gid);
  }
  try {
    await new Promise<void>((done, fail) =>
      execFile(
        initdb,
        [
          `--pgdata=${pgDir}`,
          `--username=${role}`,
          `--pwfile=${pwfile}`,
          '--auth=scram-sha-256',
          '--encoding=UTF8',
          `--locale=${locale}`,
          '--lc-messages=C',
          '--no-instructions',
        ],
        { ...account, env: { ...process.env, LC_ALL: locale } },
        (error, _stdout, stderr) => (error ? fail(initdbFailed(pgDir, stderr, account)) : done()),
      ),
    );
  } finally {
    rmSync(secrets, { recursive: true, force: true });
  }
}

function initdbFailed(pgDir: string, output: string, account: ServerAccount): Error {
  const asPostgres =
    account.uid === undefined
      ? ''
      : '\nRun as root, Hromada starts PostgreSQL as the `postgres` account: every folder above ' +
        `${pgDir} and the node_modules folder must be open to it (chmod o+x), or run Hromada as an ordinary user.`;
  return new Error(`Could not create the database in ${pgDir}:\n${output.trim()}${asPostgres}`);
}
