import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { restoreBackup } from '../../server/backup/restore-backup';
import { takeBackup } from '../../server/backup/take-backup';
import { adImages } from '../../server/db/schema/ads';
import { readEnv } from '../../server/env';
import { createLocalStorage, defaultStorageRoot } from '../../server/storage/local-storage';
import { runBackupTool } from '../support/backup-support';
import { categoryBySlug, createAd, createCity, createUser } from '../support/factories';
import { openTestDatabase, type TestDatabase } from '../support/test-database';
import { databaseUrl, onServer, testDatabaseName } from '../support/test-postgres';

// Finding 4 of issue 30: a backup whose image rows name files it does not hold was written and
// restored as if whole. Now the backup checks its copy against its snapshot's image rows, and restore
// checks the backup's, both refusing unless told --allow-missing-images.

let source: TestDatabase;
const scratch = mkdtempSync(join(tmpdir(), 'hromada-backup-missing-'));
let sourceEnv: ReturnType<typeof readEnv>;
let kept: { full: string; thumb: string };
let lost: { full: string; thumb: string };

const variants = (adId: string, name: string) => ({
  full: `ads/${adId}/${name}-0123456789-full.webp`,
  thumb: `ads/${adId}/${name}-0123456789-thumb.webp`,
});

beforeAll(async () => {
  source = await openTestDatabase();
  sourceEnv = readEnv({ DATABASE_URL: source.url, DATA_DIR: source.dataDir });
  const owner = await createUser(source.db);
  const place = {
    userId: owner.id,
    cityId: (await createCity(source.db)).id,
    categoryId: (await categoryBySlug(source.db, 'services')).id,
  };
  const storage = createLocalStorage(defaultStorageRoot(source.dataDir));
  const keptAd = await createAd(source.db, place);
  kept = variants(keptAd.id, 'kept');
  for (const key of Object.values(kept)) await storage.put(key, Buffer.from(key), 'image/webp');
  // A photo whose files were lost (removed by hand, or by the race of ed3d5a2's backups).
  const lostAd = await createAd(source.db, place);
  lost = variants(lostAd.id, 'lost');
  await source.db.insert(adImages).values([
    { adId: keptAd.id, storagePath: storage.publicUrl(kept.full), isPrimary: false },
    { adId: lostAd.id, storagePath: storage.publicUrl(lost.full), isPrimary: false },
  ]);
});

afterAll(async () => {
  await source?.cleanup();
  rmSync(scratch, { recursive: true, force: true });
});

/** An empty database and data folder to restore into. */
async function emptyTarget() {
  const server = inject('postgresUrl');
  const name = testDatabaseName('hromada_missing');
  await onServer(server, `create database ${name}`);
  const dataDir = mkdtempSync(join(scratch, 'target-'));
  return {
    env: readEnv({ DATABASE_URL: databaseUrl(server, name), DATA_DIR: dataDir }),
    dataDir,
    files: () => {
      const root = defaultStorageRoot(dataDir);
      return existsSync(root) ? readdirSync(root, { recursive: true }).length : 0;
    },
    drop: () => onServer(server, `drop database if exists ${name} with (force)`),
  };
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/**
 * A copy of a whole backup without the lost photo's files, its lists and checksums made to agree: what
 * ed3d5a2 wrote when a photo was replaced between its snapshot and its copy of the files.
 */
function withoutLostFiles(backup: string): string {
  const folder = mkdtempSync(join(scratch, 'race-'));
  cpSync(backup, folder, { recursive: true });
  for (const key of [lost.full, lost.thumb]) rmSync(join(folder, 'images', ...key.split('/')));
  const lines = readFileSync(join(folder, 'images.sha256'), 'utf8')
    .split('\n')
    .filter((line) => line && !line.endsWith(lost.full) && !line.endsWith(lost.thumb))
    .map((line) => `${line}\n`)
    .join('');
  writeFileSync(join(folder, 'images.sha256'), lines);
  const manifest = JSON.parse(readFileSync(join(folder, 'manifest.json'), 'utf8'));
  manifest.images.count -= 2;
  manifest.images.bytes -= lost.full.length + lost.thumb.length;
  manifest.images.listSha256 = sha256(lines);
  writeFileSync(join(folder, 'manifest.json'), JSON.stringify(manifest));
  return folder;
}

describe('image rows without their files', () => {
  it('the backup refuses to keep a copy whose image rows name files the storage lacks', async () => {
    const target = join(scratch, 'refused');
    await expect(takeBackup(sourceEnv, target)).rejects.toThrow(
      `The image rows of the database name 2 files (${lost.full}, ${lost.thumb}) that the storage does not have`,
    );
    expect(existsSync(target)).toBe(false);
    expect(existsSync(`${target}.partial`)).toBe(false);
  });

  it('restore refuses a backup that lacks a row’s files, changing nothing; restores it when allowed', async () => {
    // Every file there when the backup was taken; lost only in the backup, as the race lost them.
    const storage = createLocalStorage(defaultStorageRoot(source.dataDir));
    for (const key of Object.values(lost)) await storage.put(key, Buffer.from(key), 'image/webp');
    const whole = join(scratch, 'whole');
    await takeBackup(sourceEnv, whole);
    for (const key of Object.values(lost)) await storage.removePrefix(key);
    const folder = withoutLostFiles(whole);

    const refused = await emptyTarget();
    try {
      await expect(restoreBackup(refused.env, folder)).rejects.toThrow(
        `The backup's image rows name 2 files (${lost.full}, ${lost.thumb}) that it does not hold: restored, ` +
          'those photos would not load. Nothing was changed.',
      );
      expect(refused.files()).toBe(0);
      // The database is still empty: a restore into it goes ahead.
      const restored = await restoreBackup(refused.env, folder, { allowMissingImages: true });
      expect(restored.missingImages).toEqual([lost.full, lost.thumb]);
      const target = createLocalStorage(defaultStorageRoot(refused.dataDir));
      expect((await target.list('ads/')).filter((key) => key.includes('-0123456789-'))).toEqual(
        [kept.full, kept.thumb].sort(),
      );
    } finally {
      await refused.drop();
    }
  }, 120_000);

  it('npm run backup and npm run restore take --allow-missing-images, and say what is missing', async () => {
    const folder = join(scratch, 'allowed');
    const backup = await runBackupTool('backup', ['--allow-missing-images', folder], {
      DATABASE_URL: source.url,
      DATA_DIR: source.dataDir,
    });
    expect(backup, backup.output).toMatchObject({ code: 0 });
    expect(backup.output).toContain(
      `Its image rows name 2 files (${lost.full}, ${lost.thumb}) that the storage did not have.`,
    );
    const target = await emptyTarget();
    try {
      const restore = await runBackupTool('restore', [folder], {
        DATABASE_URL: target.env.DATABASE_URL ?? '',
        DATA_DIR: target.dataDir,
      });
      expect(restore.code).toBe(1);
      expect(restore.output.trim()).toBe(
        `The backup's image rows name 2 files (${lost.full}, ${lost.thumb}) that it does not hold: restored, ` +
          'those photos would not load. Nothing was changed. To restore it as it is: npm run restore -- ' +
          '--allow-missing-images <folder>.',
      );
    } finally {
      await target.drop();
    }
  }, 120_000);
});
