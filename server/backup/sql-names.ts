import type pg from 'pg';

export const quoteName = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The ordinary tables of the public schema, where the migrations put everything of Hromada's. */
export async function publicTables(client: pg.Client): Promise<string[]> {
  const result = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' and not c.relispartition order by 1`,
  );
  return result.rows.map((row) => row.name);
}

/** A table's columns, stored ones or generated ones (which a restore leaves to PostgreSQL). */
export async function tableColumns(client: pg.Client, table: string, generated: boolean): Promise<string[]> {
  const result = await client.query<{ name: string }>(
    `select attname as name from pg_attribute
      where attrelid = ('public.' || quote_ident($1))::regclass and attnum > 0 and not attisdropped
        and (attgenerated <> '') = $2
      order by attnum`,
    [table, generated],
  );
  return result.rows.map((row) => row.name);
}
