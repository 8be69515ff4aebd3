import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Deps } from '../../core/deps';
import { seedDemoData } from './demo-data';
import { seedReferenceData } from './reference-data';

const loginsFile = (dataDir: string) => join(dataDir, 'demo-logins.txt');

/** Reference data always; the demo set once, into an empty database, keeping its logins in DATA_DIR. */
export async function seedOnFirstStart({
  db,
  storage,
  env,
}: Pick<Deps, 'db' | 'storage' | 'env'>): Promise<void> {
  await seedReferenceData(db);
  if (!env.seedDemo) return;
  const demo = await seedDemoData(db, storage);
  if (!demo) return;
  const text = [
    'Demo logins (generated on first start):',
    `  admin: ${demo.admin.email}  password: ${demo.admin.password}`,
    `  user:  ${demo.user.email}  password: ${demo.user.password}`,
    '',
  ].join('\n');
  writeFileSync(loginsFile(env.DATA_DIR), text, { mode: 0o600 });
}

export function printDemoLogins(dataDir: string): void {
  const file = loginsFile(dataDir);
  if (existsSync(file)) console.log(`${readFileSync(file, 'utf8').trimEnd()}\n  (kept in ${file})`);
}
