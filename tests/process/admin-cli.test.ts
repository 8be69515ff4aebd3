import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../server/auth/password';
import { openDatabase } from '../../server/db/client';
import { account, user } from '../../server/db/schema/auth';
import { profiles } from '../../server/db/schema/profiles';
import { serverDataDir, startServerProcess } from '../support/server-process';

const dataDir = serverDataDir();
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const command = (script: string, ...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
    timeout: 60_000,
  });
const run = (...args: string[]) => command('server/cli/admin.ts', ...args);

describe('npm run admin -- <email>', () => {
  it('creates an admin with a printed password, then promotes an existing account while Hromada runs', async () => {
    const created = run('Boss@Example.com'); // starts the embedded database for the purpose
    expect(created.status).toBe(0);
    const password = created.stdout.match(/password: (\S+)/)?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(20);
    const app = await startServerProcess({}, { dataDir });
    try {
      expect(run('boss@example.com').stdout).toContain('boss@example.com is now an admin.'); // the app's database
      // npm run database-url: what psql or pg_dump would connect with.
      const url = command('server/cli/database-url.ts').stdout.trim();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const admins = await client.query("select count(*)::int as n from profiles where role = 'admin'");
      await client.end();
      expect(admins.rows[0]).toEqual({ n: 1 });
    } finally {
      expect(await app.stop()).toBe(0);
    }
    expect(command('server/cli/database-url.ts').stderr).toContain('No Hromada is running');

    const database = await openDatabase({ dataDir });
    try {
      const [row] = await database.db
        .select({ role: profiles.role, hash: account.password })
        .from(user)
        .innerJoin(profiles, eq(profiles.id, user.id))
        .innerJoin(account, and(eq(account.userId, user.id), eq(account.providerId, 'credential')))
        .where(eq(user.email, 'boss@example.com'));
      expect(row?.role).toBe('admin');
      expect(await verifyPassword({ hash: row?.hash ?? '', password })).toBe(true);
    } finally {
      await database.close();
    }
  }, 90_000);

  it('refuses anything but one email address, changing nothing', () => {
    for (const args of [[], ['not-an-email'], ['a@example.com', 'b@example.com']]) {
      const result = run(...args);
      expect(result.status).toBe(2);
      expect(result.stderr).toContain('Usage: npm run admin -- <email>');
    }
  });
});
