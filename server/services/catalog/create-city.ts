import type { Viewer } from '../../core/viewer';
import type { Db } from '../../db/client';
import { cities } from '../../db/schema/catalog';
import { presentCity } from '../../presenters/catalog';
import { recordAudit } from '../audit/record-audit';
import { uniqueViolationError } from './catalog-errors';
import { assertCityFree } from './city-clashes';

export type NewCity = { name: string; nameUk: string | null; slug: string; timeZone: string };

/** Adds a city; 409 NAME_TAKEN (any case) or SLUG_TAKEN. */
export async function createCity(db: Db, admin: Viewer, input: NewCity) {
  try {
    return await db.transaction(async (tx) => {
      await assertCityFree(tx, input);
      const [row] = await tx.insert(cities).values(input).returning();
      if (!row) throw new Error('city not created');
      await recordAudit(tx, admin, {
        action: 'city.create',
        entityType: 'city',
        entityId: row.id,
        after: presentCity(row),
      });
      return row;
    });
  } catch (error) {
    throw uniqueViolationError(error);
  }
}
