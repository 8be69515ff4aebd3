import { sql } from 'drizzle-orm';
import { SEARCH } from '../../../shared/constants';
import { type Db, queryRows } from '../../db/client';

/**
 * The query's words, folded and split by the database exactly as hromada_prefix_query does
 * (migration 0009), so both sides of a match are spelled the same way. Repeats are dropped, and
 * one-letter words too when longer ones exist ("квартира у Києві": the "у" would demand a word
 * starting with u); at most SEARCH.maxWords count.
 */
export async function foldedWords(db: Db, q: string): Promise<string[]> {
  const rows = await queryRows<{ w: string }>(
    db,
    sql`select w from regexp_split_to_table(hromada_fold(${q}), '[[:space:][:punct:]]+') as w where w <> ''`,
  );
  const words = [...new Set(rows.map((r) => r.w))];
  const longer = words.filter((w) => w.length > 1);
  return (longer.length > 0 ? longer : words).slice(0, SEARCH.maxWords);
}
