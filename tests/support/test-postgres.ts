import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** The same server as `url`, another database on it. */
export function databaseUrl(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}

export const testDatabaseName = (prefix: string) =>
  `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 16)}`;

/** Runs one statement as the server's superuser (CREATE/DROP DATABASE cannot run in a transaction). */
export async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
