import { type Query, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../server/db/client';

/**
 * EXPLAIN of a query as drizzle built it, its values written in place, with sequential and bitmap
 * scans priced out so only index choices remain (the plan tests of tests/db).
 */
export async function indexPlanOf(db: Db, query: Query): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    const text = query.sql.replace(/\$(\d+)/g, (_, n) => {
      const v = query.params[Number(n) - 1];
      return typeof v === 'string' ? `'${v.replace(/'/g, "''")}'` : String(v);
    });
    const rows = await queryRows<{ 'QUERY PLAN': string }>(tx as never, sql.raw(`explain ${text}`));
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}
