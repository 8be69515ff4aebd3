import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serverDataDir } from './data-dir';

/**
 * The logins the server printed on its first start (playwright.config.ts starts it on a fresh folder).
 * Journeys act as people of their own (people.ts); the demo admin only makes them, and the demo user
 * only shows the demo data.
 */
export function demoLogin(role: 'admin' | 'user') {
  const file = join(serverDataDir(), 'demo-logins.txt');
  const line =
    readFileSync(file, 'utf8')
      .split('\n')
      .find((l) => l.trim().startsWith(`${role}:`)) ?? '';
  const [, email, , password] = line.trim().split(/\s+/);
  if (!email || !password) throw new Error(`no ${role} login in ${file}`);
  return { email, password };
}
