import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { type MigrationMeta, readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { migrationsFolder } from '../db/client';
import { connectionSettings, TOOL_TIMEOUTS } from '../db/timeouts';
import { BackupError, type Manifest, type TableEntry, tableFile } from './manifest';
import { publicTables, quoteName, tableColumns } from './sql-names';

/** Rows sent per INSERT, and at most this many bytes of them. */
const BATCH_ROWS = 1000;
const BATCH_BYTES = 4 * 1024 * 1024;

/**
 * This code's migrations up to the backup's level. Refuses a backup whose migrations this code does
 * not have (made by a newer Hromada, or another application's).
 */
export function migrationsOfBackup(database: Manifest['database']): MigrationMeta[] {
  const known = readMigrationFiles({ migrationsFolder });
  const level = database.migrations.length;
  const matches = database.migrations.every((m, i) => String(known[i]?.folderMillis) === m.createdAt);
  if (level > known.length || !matches)
    throw new BackupError(
      `The backup's database has ${level} migrations that this Hromada (${known.length} migrations) does not ` +
        'all know: restore it with the Hromada version that made it (or a later one).',
    );
  return known.slice(0, level);
}

/** Refuses a database that has any table or sequence of Hromada's or drizzle's. */
export async function assertEmptyDatabase(client: pg.Client): Promise<void> {
  const found = await client.query<{ n: number }>(
    `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname in ('public', 'drizzle') and c.relkind in ('r', 'p', 'S', 'v', 'm')`,
  );
  if ((found.rows[0]?.n ?? 0) > 0)
    throw new BackupError(
      'The target database is not empty: a restore goes into an empty database only, so nothing is ' +
        'overwritten. Use a new DATA_DIR (embedded) or a newly created database (DATABASE_URL).',
    );
}

export async function connectForRestore(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, ...connectionSettings(TOOL_TIMEOUTS) });
  await client.connect();
  return client;
}

/**
 * Into an empty database (assertEmptyDatabase), in one transaction, so that a failure leaves it
 * empty: the migrations up to the backup's level, every table's rows in place of any the migrations
 * inserted (parents before the tables whose foreign keys point at them, each table's row count
 * checked against the manifest), and the sequences. The caller then applies newer migrations.
 */
export async function loadDatabase(
  client: pg.Client,
  folder: string,
  database: Manifest['database'],
): Promise<void> {
  const migrations = migrationsOfBackup(database);
  await client.query('begin');
  try {
    await applyMigrations(client, migrations);
    const targetTables = await publicTables(client);
    const entries = new Map(database.tables.map((entry) => [entry.name, entry]));
    const missing = [...entries.keys()].filter((name) => !targetTables.includes(name));
    if (missing.length > 0)
      throw new BackupError(
        `The backup has tables its migrations do not make (${missing.join(', ')}): nothing was restored.`,
      );
    // Rows come back as they were, those the tables' own triggers keep too (the search vocabulary,
    // migration 0020): left on, the triggers would count every ad's words again. Foreign keys still hold.
    await setUserTriggers(client, targetTables, 'disable');
    await client.query(`truncate ${[...entries.keys()].map((t) => `public.${quoteName(t)}`).join(', ')}`);
    for (const table of await parentsFirst(client, targetTables)) {
      const entry = entries.get(table);
      if (entry) await loadTable(client, folder, entry);
    }
    await setUserTriggers(client, targetTables, 'enable');
    for (const { name, lastValue } of database.sequences) {
      if (lastValue !== null)
        await client.query('select setval($1::regclass, $2::bigint, true)', [
          `public.${quoteName(name)}`,
          lastValue,
        ]);
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}

async function setUserTriggers(client: pg.Client, tables: string[], to: 'enable' | 'disable') {
  for (const table of tables) await client.query(`alter table public.${quoteName(table)} ${to} trigger user`);
}

/**
 * What drizzle's migrator does for each migration, inside the caller's transaction (drizzle's own
 * would commit on its own, and applies the whole folder rather than the backup's level).
 */
async function applyMigrations(client: pg.Client, migrations: MigrationMeta[]): Promise<void> {
  await client.query('create schema if not exists drizzle');
  await client.query(
    'create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)',
  );
  for (const migration of migrations) {
    for (const statement of migration.sql) await client.query(statement);
    await client.query('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [
      migration.hash,
      migration.folderMillis,
    ]);
  }
}

async function loadTable(client: pg.Client, folder: string, entry: TableEntry): Promise<void> {
  const columns = (await tableColumns(client, entry.name, false)).map(quoteName).join(', ');
  const table = `public.${quoteName(entry.name)}`;
  const insert = `insert into ${table} (${columns}) overriding system value
    select ${columns} from jsonb_populate_recordset(null::${table}, $1::jsonb)`;
  let loaded = 0;
  let batch: string[] = [];
  let batchBytes = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    loaded += (await client.query(insert, [`[${batch.join(',')}]`])).rowCount ?? 0;
    batch = [];
    batchBytes = 0;
  };
  const input = createReadStream(join(folder, tableFile(entry.name))).pipe(createGunzip());
  for await (const line of createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY })) {
    batch.push(line);
    batchBytes += line.length;
    if (batch.length >= BATCH_ROWS || batchBytes >= BATCH_BYTES) await flush();
  }
  await flush();
  if (loaded !== entry.rows)
    throw new BackupError(
      `The table ${entry.name} gave ${loaded} rows, the manifest says ${entry.rows}: nothing was restored.`,
    );
}

/** The tables ordered so that every table comes after those its foreign keys refer to. */
async function parentsFirst(client: pg.Client, tables: string[]): Promise<string[]> {
  const links = await client.query<{ child: string; parent: string }>(
    `select ch.relname as child, pa.relname as parent from pg_constraint c
       join pg_class ch on ch.oid = c.conrelid join pg_class pa on pa.oid = c.confrelid
       join pg_namespace n on n.oid = ch.relnamespace
      where c.contype = 'f' and n.nspname = 'public' and c.conrelid <> c.confrelid`,
  );
  const ordered: string[] = [];
  const placed = new Set<string>();
  let rest = [...tables];
  while (rest.length > 0) {
    const ready = rest.filter((t) =>
      links.rows.every((l) => l.child !== t || placed.has(l.parent) || l.parent === t),
    );
    if (ready.length === 0) throw new Error(`Foreign keys form a cycle among ${rest.join(', ')}`);
    for (const t of ready) placed.add(t);
    ordered.push(...ready);
    rest = rest.filter((t) => !placed.has(t));
  }
  return ordered;
}
