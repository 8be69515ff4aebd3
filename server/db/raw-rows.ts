import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/**
 * The rows of a hand-written query (node-postgres answers `{ rows }`): for the few statements the query
 * builder cannot say plainly (lateral joins, an UPDATE in a WITH). `T` is the caller's word for their shape.
 */
export async function rawRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
