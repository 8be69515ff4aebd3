import { type SQL, sql } from 'drizzle-orm';

/** A list of ids as one parameter, for `id in (...)` however long the list. */
export const idList = (ids: string[]): SQL =>
  sql`(select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::uuid)`;
