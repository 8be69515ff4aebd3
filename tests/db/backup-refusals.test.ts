import { randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { restoreBackup } from '../../server/backup/restore-backup';
import { takeBackup } from '../../server/backup/take-backup';
import { type Db, openDatabase, queryRows } from '../../server/db/client';
import { readEnv } from '../../server/env';
import { createLocalStorage, defaultStorageRoot } from '../../server/storage/local-storage';
import { runBackupTool } from '../support/backup-support';
import { categoryBySlug, createAd, createCity, createUser } from '../support/factories';
import { openTestDatabase, type TestDatabase } from '../support/test-database';
import { databaseUrl, onServer, testDatabaseName } from '../support/test-postgres';

// A backup that is damaged, incomplete, of another kind or from a newer Hromada is refused with a
// clear message, and the target (database and image storage) is left as it was.

let source: TestDatabase;
let backup: string;
const scratch = mkdtempSync(join(tmpdir(), 'hromada-backup-refusals-'));
const imageKey = (n: number) =>
  `ads/00000000-0000-4000-8000-000000000001/photo-${1_000_000_000 + n}-full.webp`;
const IMAGE_KEY = imageKey(0);

beforeAll(async () => {
  source = await openTestDatabase();
  const owner = await createUser(source.db);
  const city = await createCity(source.db);
  const category = await categoryBySlug(source.db, 'services');
  await createAd(source.db, { userId: owner.id, cityId: city.id, categoryId: category.id });
  // Enough images, and large enough, that the backup copies several at once.
  const storage = createLocalStorage(defaultStorageRoot(source.dataDir));
  for (let n = 0; n < 40; n++) await storage.put(imageKey(n), randomBytes(20_000 + n * 1000), 'image/webp');
  backup = join(scratch, 'backup');
  await takeBackup(readEnv({ DATABASE_URL: source.url, DATA_DIR: source.dataDir }), backup);
});

afterAll(async () => {
  await source?.cleanup();
  rmSync(scratch, { recursive: true, force: true });
});

/** A copy of the good backup, changed by `damage`. */
function damagedCopy(damage: (folder: string) => void): string {
  const folder = mkdtempSync(join(scratch, 'copy-'));
  cpSync(backup, folder, { recursive: true });
  damage(folder);
  return folder;
}

/** An empty database and data folder to restore into, and what they hold afterwards. */
async function emptyTarget() {
  const server = inject('postgresUrl');
  const name = testDatabaseName('hromada_refusal');
  await onServer(server, `create database ${name}`);
  const dataDir = mkdtempSync(join(scratch, 'target-'));
  const url = databaseUrl(server, name);
  return {
    env: readEnv({ DATABASE_URL: url, DATA_DIR: dataDir }),
    /** Tables in the database and files in the image storage. */
    async contents() {
      const pg = (await import('pg')).default;
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const tables = await client.query(
        "select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname in ('public', 'drizzle')",
      );
      await client.end();
      const storage = defaultStorageRoot(dataDir);
      const files = existsSync(storage) ? readdirSync(storage, { recursive: true }).length : 0;
      return { relations: tables.rows[0].n as number, files };
    },
    drop: () => onServer(server, `drop database if exists ${name} with (force)`),
  };
}

/** Per table of the public schema: its row count and a digest of all its rows. */
async function tableDigests(db: Db) {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`,
  );
  const digests: Record<string, unknown> = {};
  for (const { name } of tables) {
    const table = sql.identifier(name);
    [digests[name]] = await queryRows(
      db,
      sql`select count(*)::int as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${table} t`,
    );
  }
  return digests;
}

async function expectRefused(folder: string, message: RegExp) {
  const target = await emptyTarget();
  try {
    await expect(restoreBackup(target.env, folder)).rejects.toThrow(message);
    expect(await target.contents()).toEqual({ relations: 0, files: 0 });
  } finally {
    await target.drop();
  }
}

describe('restore refuses a backup it cannot trust, and changes nothing', () => {
  it('restores the good backup (the refusals below are the damage, not the target)', async () => {
    const target = await emptyTarget();
    try {
      await restoreBackup(target.env, backup);
      const after = await target.contents();
      expect(after.relations).toBeGreaterThan(20);
      expect(after.files).toBeGreaterThan(0);
    } finally {
      await target.drop();
    }
  });

  it('restores every row as it was, generated columns computed again', async () => {
    const target = await emptyTarget();
    try {
      await restoreBackup(target.env, backup);
      const restored = await openDatabase({
        databaseUrl: target.env.DATABASE_URL,
        dataDir: target.env.DATA_DIR,
      });
      try {
        expect(await tableDigests(restored.db)).toEqual(await tableDigests(source.db));
      } finally {
        await restored.close();
      }
    } finally {
      await target.drop();
    }
  });

  it('a truncated table file', async () => {
    const folder = damagedCopy((dir) => truncateSync(join(dir, 'database', 'advertisements.ndjson.gz'), 10));
    await expectRefused(folder, /incomplete or damaged: the rows of advertisements are missing or damaged/);
  });

  it('a missing table file', async () => {
    const folder = damagedCopy((dir) => rmSync(join(dir, 'database', 'user.ndjson.gz')));
    await expectRefused(folder, /the rows of user are missing or damaged/);
  });

  it('a missing or altered image', async () => {
    const missing = damagedCopy((dir) => rmSync(join(dir, 'images', ...IMAGE_KEY.split('/'))));
    await expectRefused(missing, /the image ads\/.* is missing or damaged/);
    const altered = damagedCopy((dir) =>
      writeFileSync(join(dir, 'images', ...IMAGE_KEY.split('/')), 'other'),
    );
    await expectRefused(altered, /the image ads\/.* is missing or damaged/);
  });

  it('a damaged manifest, or none', async () => {
    const notJson = damagedCopy((dir) => truncateSync(join(dir, 'manifest.json'), 100));
    await expectRefused(notJson, /manifest.json is damaged \(not JSON\)/);
    const none = damagedCopy((dir) => rmSync(join(dir, 'manifest.json')));
    await expectRefused(none, /is not a Hromada backup: it has no readable manifest.json/);
    const otherKind = damagedCopy((dir) => writeFileSync(join(dir, 'manifest.json'), '{"format":"tar"}'));
    await expectRefused(otherKind, /manifest.json is damaged or of another kind/);
  });

  it('a backup from a newer Hromada (a migration this code does not have)', async () => {
    const folder = damagedCopy((dir) => {
      const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
      manifest.database.migrations.push({ createdAt: '9999999999999', hash: 'future' });
      writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest));
    });
    await expectRefused(folder, /restore it with the Hromada version that made it/);
  });

  it('rows that do not add up to the manifest: the load is rolled back, the database stays empty', async () => {
    const folder = damagedCopy((dir) => {
      const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
      const ads = manifest.database.tables.find((table: { name: string }) => table.name === 'advertisements');
      ads.rows += 1;
      writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest));
    });
    const target = await emptyTarget();
    try {
      await expect(restoreBackup(target.env, folder)).rejects.toThrow(
        /The table advertisements gave 1 rows, the manifest says 2: nothing was restored/,
      );
      expect((await target.contents()).relations).toBe(0);
    } finally {
      await target.drop();
    }
  });

  it('npm run restore says so in a line and exits 1; npm run backup will not overwrite a folder', async () => {
    const folder = damagedCopy((dir) => truncateSync(join(dir, 'images.sha256'), 5));
    const restore = await runBackupTool('restore', [folder], {
      DATA_DIR: mkdtempSync(join(scratch, 'cli-')),
    });
    expect(restore.code).toBe(1);
    expect(restore.output.trim()).toBe(
      'The backup is incomplete or damaged: images.sha256 is missing or does not match the manifest. Nothing was changed.',
    );
    const backupAgain = await runBackupTool('backup', [backup], {
      DATABASE_URL: source.url,
      DATA_DIR: source.dataDir,
    });
    expect(backupAgain.code).toBe(1);
    expect(backupAgain.output.trim()).toBe(`${backup} already exists: give a new folder for the backup.`);
  });
});
