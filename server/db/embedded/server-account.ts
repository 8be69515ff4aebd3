import { execFileSync } from 'node:child_process';

/** The system account the database server runs as: ours, or `postgres` when we are root. */
export interface ServerAccount {
  uid?: number;
  gid?: number;
}

const idOf = (flag: '-u' | '-g') =>
  Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());

/**
 * PostgreSQL refuses to run as root. Run as root, we start it as the `postgres` account, creating that
 * account (no home, no login) if the machine has none.
 */
export function serverAccount(): ServerAccount {
  if (process.getuid?.() !== 0) return {};
  try {
    return { uid: idOf('-u'), gid: idOf('-g') };
  } catch {
    try {
      execFileSync(
        'useradd',
        ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres'],
        {
          stdio: 'ignore',
        },
      );
      return { uid: idOf('-u'), gid: idOf('-g') };
    } catch {
      throw new Error(
        'PostgreSQL does not run as root, and there is no `postgres` account to run it as. ' +
          'Create one (useradd --system postgres), run Hromada as an ordinary user, or set DATABASE_URL.',
      );
    }
  }
}
