import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import * as adsApi from '../../shared/api/ads';
import { type AcknowledgedAd, listedAdIds, runBackupTool, startAdWriters } from '../support/backup-support';
import { callApi } from '../support/http';
import { type S3StandIn, startS3StandIn } from '../support/s3-stand-in';
import { serverDataDir, startServerProcess } from '../support/server-process';
import { openTestDatabase } from '../support/test-database';
import { databaseUrl, onServer, testDatabaseName } from '../support/test-postgres';

// npm run backup while the real server takes writes, npm run restore into an empty database, and the
// restored site serves every ad and photo acknowledged before the backup began: on the embedded
// default (the backup reaches the running server's database), on a PostgreSQL server (DATABASE_URL),
// and with the images in an S3 bucket (the local stand-in).

const SECRET = 'backup-restore-test-secret-long-enough';
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const backupFolder = () => join(serverDataDir(), 'backup');

/** An empty database on the run's PostgreSQL server, dropped after the file. */
async function emptyDatabaseUrl(): Promise<string> {
  const server = inject('postgresUrl');
  const name = testDatabaseName('hromada_restore');
  await onServer(server, `create database ${name}`);
  cleanups.push(() => onServer(server, `drop database if exists ${name} with (force)`));
  return databaseUrl(server, name);
}

/**
 * Starts the site on `source`, keeps people posting ads with photos, takes a backup in the middle and
 * restores it to `target`; then the restored site must serve every ad acknowledged before the backup.
 */
async function roundTrip(options: {
  source: Record<string, string>;
  /** The tool's database for making people (the source's database, open beside the server). */
  openSourceDb: () => Promise<{ db: import('../../server/db/client').Db; close(): Promise<void> }>;
  target: Record<string, string>;
}) {
  const folder = backupFolder();
  const site = await startServerProcess(
    { BETTER_AUTH_SECRET: SECRET, ...options.source },
    { dataDir: options.source.DATA_DIR },
  );
  const tool = await options.openSourceDb();
  const writers = await startAdWriters(site, tool.db, SECRET);
  let before: AcknowledgedAd[] = [];
  let duringBackup = 0;
  try {
    await writers.waitFor(4);
    before = [...writers.acknowledged];
    const started = Date.now();
    const backup = await runBackupTool('backup', [folder], options.source);
    expect(backup, backup.output).toMatchObject({ code: 0 });
    expect(backup.output).toMatch(/Backup written to .*\d+ images/);
    duringBackup = writers.acknowledged.filter((ad) => ad.at > started && ad.at < Date.now()).length;
  } finally {
    await writers.stop();
    await tool.close();
    expect(await site.stop()).toBe(0);
  }
  // The server went on taking writes while the backup was made.
  expect(duringBackup).toBeGreaterThan(0);

  const restore = await runBackupTool('restore', [folder], options.target);
  expect(restore, restore.output).toMatchObject({ code: 0 });

  const restored = await startServerProcess(
    { BETTER_AUTH_SECRET: SECRET, ...options.target },
    { dataDir: options.target.DATA_DIR },
  );
  try {
    const listed = await listedAdIds(restored, writers.city.id);
    expect(before.filter((ad) => !listed.includes(ad.id))).toEqual([]);
    for (const ad of before) {
      const answer = await callApi(restored, adsApi.getAd, { params: { id: ad.id } });
      expect(answer.status).toBe(200);
      expect(answer.body.images[0].storage_path).toBe(ad.imagePath);
      for (const path of [ad.imagePath, ad.imagePath.replace(/-full\.webp$/, '-thumb.webp')]) {
        const image = await fetch(new URL(path, restored.url));
        expect({ path, status: image.status }).toEqual({ path, status: 200 });
        expect(image.headers.get('content-type')).toBe('image/webp');
      }
    }
  } finally {
    expect(await restored.stop()).toBe(0);
  }
  return { folder, before };
}

describe('backup while the server takes writes, restored to a working site', () => {
  it('on the embedded default: restores into a new DATA_DIR, and refuses a running or non-empty one', async () => {
    const sourceDir = serverDataDir();
    const targetDir = serverDataDir();
    cleanups.push(() => rmSync(sourceDir, { recursive: true, force: true }));
    cleanups.push(() => rmSync(targetDir, { recursive: true, force: true }));
    const { folder, before } = await roundTrip({
      source: { DATA_DIR: sourceDir },
      openSourceDb: () => openDatabase({ dataDir: sourceDir, shareRunning: true }),
      target: { DATA_DIR: targetDir },
    });
    cleanups.push(() => rmSync(folder, { recursive: true, force: true }));

    // The restored database now holds the site: a second restore into it is refused, changing nothing.
    const again = await runBackupTool('restore', [folder], { DATA_DIR: targetDir });
    expect(again.code).toBe(1);
    expect(again.output).toContain('The target database is not empty');
    expect(again.output).not.toMatch(/\n\s+at /); // a message, no stack trace

    // With Hromada running on the folder, a restore is refused before anything is touched.
    const running = await startServerProcess({ BETTER_AUTH_SECRET: SECRET }, { dataDir: targetDir });
    try {
      const refused = await runBackupTool('restore', [folder], { DATA_DIR: targetDir });
      expect(refused.code).toBe(1);
      expect(refused.output).toContain(`Hromada is running on ${targetDir}: stop it before restoring`);
      expect((await callApi(running, adsApi.getAd, { params: { id: String(before[0]?.id) } })).status).toBe(
        200,
      );
    } finally {
      expect(await running.stop()).toBe(0);
    }
  }, 300_000);

  it('on a PostgreSQL server (DATABASE_URL): restores into a newly created database', async () => {
    const source = await openTestDatabase();
    cleanups.push(() => source.cleanup());
    const targetDir = serverDataDir();
    cleanups.push(() => rmSync(targetDir, { recursive: true, force: true }));
    const { folder } = await roundTrip({
      source: { DATABASE_URL: source.url, DATA_DIR: source.dataDir },
      openSourceDb: async () => ({ db: source.db, close: async () => undefined }),
      target: { DATABASE_URL: await emptyDatabaseUrl(), DATA_DIR: targetDir },
    });
    cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
  }, 300_000);

  it('with the images in an S3 bucket: restores them into another bucket', async () => {
    const keys = { accessKeyId: 'backup-key-id', secretAccessKey: 'backup-secret-access-key' };
    const buckets: S3StandIn[] = [];
    for (const bucket of ['hromada-live', 'hromada-restored'])
      buckets.push(await startS3StandIn({ bucket, ...keys }));
    cleanups.push(() => Promise.all(buckets.map((bucket) => bucket.close())).then(() => undefined));
    const s3 = (index: number) => ({
      S3_BUCKET: index === 0 ? 'hromada-live' : 'hromada-restored',
      S3_ENDPOINT: buckets[index]?.url ?? '',
      S3_REGION: 'eu-central-1',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: keys.accessKeyId,
      S3_SECRET_ACCESS_KEY: keys.secretAccessKey,
    });
    const source = await openTestDatabase();
    cleanups.push(() => source.cleanup());
    const targetDir = serverDataDir();
    cleanups.push(() => rmSync(targetDir, { recursive: true, force: true }));
    const { folder, before } = await roundTrip({
      source: { DATABASE_URL: source.url, DATA_DIR: source.dataDir, ...s3(0) },
      openSourceDb: async () => ({ db: source.db, close: async () => undefined }),
      target: { DATABASE_URL: await emptyDatabaseUrl(), DATA_DIR: targetDir, ...s3(1) },
    });
    cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
    const restoredKeys = [...(buckets[1]?.objects.keys() ?? [])];
    for (const ad of before) expect(restoredKeys.some((key) => ad.imagePath.endsWith(key))).toBe(true);
  }, 300_000);
});

describe('bad arguments', () => {
  it('answer with the usage and exit code 2', async () => {
    const backup = await runBackupTool('backup', ['--to', 'x'], { DATA_DIR: tmpdir() });
    expect(backup.code).toBe(2);
    expect(backup.output).toContain('Usage: npm run backup');
    const restore = await runBackupTool('restore', [], { DATA_DIR: tmpdir() });
    expect(restore.code).toBe(2);
    expect(restore.output).toContain('Usage: npm run restore -- [--allow-missing-images] <folder>');
  });
});
