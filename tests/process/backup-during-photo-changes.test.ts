import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { like } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { type Db, openDatabase } from '../../server/db/client';
import { adImages } from '../../server/db/schema/ads';
import { createLocalStorage, defaultStorageRoot } from '../../server/storage/local-storage';
import { runBackupTool, startPhotoReplacers } from '../support/backup-support';
import { createUser, sessionCookie } from '../support/factories';
import { serverDataDir, startServerProcess } from '../support/server-process';
import { openTestDatabase } from '../support/test-database';
import { databaseUrl, onServer, testDatabaseName } from '../support/test-postgres';

// Finding 4 of issue 30: a backup taken while people replace their photos named, in its snapshot,
// files the replacements removed before they were copied; backup and restore both said all was well.
// Now the backup holds file removals until it is done (server/services/images/stored-file-removal.ts).

const SECRET = 'backup-photo-changes-test-secret-long-enough';
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const STORED = '/media/ad-images/';
/** The storage keys of both variants of every stored image the rows name. */
async function namedKeys(db: Db): Promise<string[]> {
  const rows = await db
    .select({ path: adImages.storagePath })
    .from(adImages)
    .where(like(adImages.storagePath, `${STORED}%`));
  return rows
    .flatMap(({ path }) => [path, path.replace(/-full\.webp$/, '-thumb.webp')])
    .map((path) => path.slice(STORED.length))
    .sort();
}

/** Waits until the storage holds exactly the files the rows name (removals held by the backup done). */
async function expectOnlyNamedFiles(db: Db, dataDir: string) {
  const storage = createLocalStorage(defaultStorageRoot(dataDir));
  const deadline = Date.now() + 150_000;
  let stored = await storage.list('ads/');
  while (JSON.stringify(stored) !== JSON.stringify(await namedKeys(db)) && Date.now() < deadline) {
    await new Promise((done) => setTimeout(done, 250));
    stored = await storage.list('ads/');
  }
  expect(stored).toEqual(await namedKeys(db));
}

describe('a backup taken while people replace their photos', () => {
  it('restores a site that serves every image row’s files; the replaced files go after the backup', async () => {
    const source = await openTestDatabase();
    cleanups.push(() => source.cleanup());
    const sourceEnv = { DATABASE_URL: source.url, DATA_DIR: source.dataDir };
    const folder = join(serverDataDir(), 'backup');
    cleanups.push(() => rmSync(join(folder, '..'), { recursive: true, force: true }));
    const admin = await createUser(source.db, { role: 'admin' });
    const adminCookie = await sessionCookie(source.db, SECRET, admin.id);

    const site = await startServerProcess(
      { BETTER_AUTH_SECRET: SECRET, ...sourceEnv },
      { dataDir: source.dataDir },
    );
    const replacers = await startPhotoReplacers(site, source.db, SECRET, 12);
    let duringBackup = 0;
    try {
      await replacers.waitFor(24);
      const started = Date.now();
      const backup = await runBackupTool('backup', [folder], sourceEnv);
      expect(backup, backup.output).toMatchObject({ code: 0 });
      duringBackup = replacers.replacedAt.filter((at) => at > started && at < Date.now()).length;
    } finally {
      await replacers.stop();
    }
    // People went on replacing photos while the backup was made, and nothing is kept for ever.
    expect(duringBackup).toBeGreaterThan(0);
    await expectOnlyNamedFiles(source.db, source.dataDir);
    expect(await site.stop()).toBe(0);

    const server = inject('postgresUrl');
    const name = testDatabaseName('hromada_restore');
    await onServer(server, `create database ${name}`);
    cleanups.push(() => onServer(server, `drop database if exists ${name} with (force)`));
    const targetEnv = { DATABASE_URL: databaseUrl(server, name), DATA_DIR: serverDataDir() };
    cleanups.push(() => rmSync(targetEnv.DATA_DIR, { recursive: true, force: true }));
    const restore = await runBackupTool('restore', [folder], targetEnv);
    expect(restore, restore.output).toMatchObject({ code: 0 });

    const restored = await startServerProcess(
      { BETTER_AUTH_SECRET: SECRET, ...targetEnv },
      { dataDir: targetEnv.DATA_DIR },
    );
    const target = await openDatabase({ databaseUrl: targetEnv.DATABASE_URL, dataDir: targetEnv.DATA_DIR });
    try {
      const keys = await namedKeys(target.db);
      // Every ad's photo, full size and thumbnail.
      expect(keys.length).toBe(24);
      const answers: { key: string; status: number }[] = [];
      for (const key of keys) {
        const image = await fetch(`${restored.url}${STORED}${key}`, { headers: { cookie: adminCookie } });
        await image.arrayBuffer();
        answers.push({ key, status: image.status });
      }
      expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
    } finally {
      await target.close();
      expect(await restored.stop()).toBe(0);
    }
  }, 400_000);
});
