import { eq } from 'drizzle-orm';
import { notFound } from '../../core/app-error';
import type { Deps } from '../../core/deps';
import type { Viewer } from '../../core/viewer';
import { cities } from '../../db/schema/catalog';
import { presentCity } from '../../presenters/catalog';
import { recordAudit } from '../audit/record-audit';
import { isCatalogId, uniqueViolationError } from './catalog-errors';
import { assertCityFree } from './city-clashes';
import type { NewCity } from './create-city';

/** Changes the fields given (`nameUk: null` clears it); 404, 409 NAME_TAKEN / SLUG_TAKEN. */
export async function updateCity({ db, clock }: Deps, admin: Viewer, id: string, change: Partial<NewCity>) {
  if (!isCatalogId(id)) throw notFound();
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx.select().from(cities).where(eq(cities.id, id)).for('update');
      if (!before) throw notFound();
      await assertCityFree(tx, change, id);
      const next = {
        name: change.name ?? before.name,
        nameUk: change.nameUk === undefined ? before.nameUk : change.nameUk,
        slug: change.slug ?? before.slug,
        timeZone: change.timeZone ?? before.timeZone,
      };
      const changed = (Object.keys(next) as (keyof typeof next)[]).some((k) => next[k] !== before[k]);
      if (!changed) return before;
      const [after] = await tx
        .update(cities)
        .set({ ...next, updatedAt: clock() })
        .where(eq(cities.id, id))
        .returning();
      if (!after) throw notFound();
      await recordAudit(tx, admin, {
        action: 'city.update',
        entityType: 'city',
        entityId: id,
        before: presentCity(before),
        after: presentCity(after),
      });
      return after;
    });
  } catch (error) {
    throw uniqueViolationError(error);
  }
}
