import type { Db } from '../../db/client';
import { countAdsBy } from './count-ads';
import { listCategories } from './list-categories';

/** Every category in navigation order, with how many ads each holds. */
export async function listAdminCategories(db: Db) {
  const [rows, counts] = await Promise.all([listCategories(db), countAdsBy(db, 'category')]);
  return rows.map((row) => ({ row, adCount: counts.get(row.id) ?? 0 }));
}
