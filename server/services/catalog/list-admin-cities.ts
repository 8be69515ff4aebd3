import type { Db } from '../../db/client';
import { countAdsBy } from './count-ads';
import { listCities } from './list-cities';

/** Every city by name, with how many ads each holds. */
export async function listAdminCities(db: Db) {
  const [rows, counts] = await Promise.all([listCities(db), countAdsBy(db, 'city')]);
  return rows.map((row) => ({ row, adCount: counts.get(row.id) ?? 0 }));
}
