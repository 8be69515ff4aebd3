import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import { connectionSettings, TOOL_TIMEOUTS } from '../db/timeouts';
import { BackupError, type Manifest, type TableEntry, tableFile } from './manifest';
import { publicTables, quoteName, tableColumns } from './sql-names';

/** Rows fetched from the cursor at a time: a table is streamed, never held whole. */
const FETCH_ROWS = 1000;

/**
 * Copies every table of the public schema, the applied migrations and the sequences into `folder`,
 * all from one REPEATABLE READ, READ ONLY transaction: one snapshot, however long the copy takes and
 * whatever the server writes meanwhile. Each row is one line of JSON (PostgreSQL's to_jsonb, as text
 * throughout, so no number passes through JavaScript), gzipped, one file per table.
 */
export async function dumpDatabase(url: string, folder: string): Promise<Manifest['database']> {
  const client = new pg.Client({ connectionString: url, ...connectionSettings(TOOL_TIMEOUTS) });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read, read only');
    const found = await client.query(`select to_regclass('drizzle.__drizzle_migrations') as name`);
    if (!found.rows[0]?.name)
      throw new BackupError(
        'The database has no Hromada schema (no migrations applied): nothing to back up.',
      );
    const tables = await publicTables(client);
    // As pg_dump does: no migration may alter or drop a table while it is being copied.
    if (tables.length > 0)
      await client.query(
        `lock table ${tables.map((t) => `public.${quoteName(t)}`).join(', ')} in access share mode`,
      );
    const migrations = await client.query<{ createdAt: string; hash: string }>(
      `select created_at::text as "createdAt", hash from drizzle.__drizzle_migrations order by created_at`,
    );
    await mkdir(join(folder, 'database'), { recursive: true });
    const entries: TableEntry[] = [];
    for (const table of tables) entries.push(await dumpTable(client, table, folder));
    const sequences = await client.query<{ name: string; lastValue: string | null }>(
      `select sequencename as name, last_value::text as "lastValue" from pg_sequences
        where schemaname = 'public' order by 1`,
    );
    await client.query('commit');
    return { migrations: migrations.rows, tables: entries, sequences: sequences.rows };
  } finally {
    await client.end();
  }
}

async function dumpTable(client: pg.Client, table: string, folder: string): Promise<TableEntry> {
  const generated = await tableColumns(client, table, true);
  const withoutGenerated =
    generated.length > 0
      ? ` - ${client.escapeLiteral(`{${generated.map(quoteName).join(',')}}`)}::text[]`
      : '';
  await client.query(
    `declare backup_rows no scroll cursor for
       select (to_jsonb(t)${withoutGenerated})::text from public.${quoteName(table)} t`,
  );
  let rows = 0;
  async function* lines() {
    for (;;) {
      const batch = await client.query<[string]>({
        text: `fetch ${FETCH_ROWS} from backup_rows`,
        rowMode: 'array',
      });
      if (batch.rows.length === 0) return;
      rows += batch.rows.length;
      yield batch.rows.map(([line]) => `${line}\n`).join('');
    }
  }
  const hash = createHash('sha256');
  let bytes = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  await pipeline(lines, createGzip(), measure, createWriteStream(join(folder, tableFile(table))));
  await client.query('close backup_rows');
  return { name: table, rows, bytes, sha256: hash.digest('hex') };
}
