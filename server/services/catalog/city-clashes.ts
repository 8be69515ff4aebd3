import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cities } from '../../db/schema/catalog';
import { nameTaken, slugTaken } from './catalog-errors';

/** 409 when another city (not `exceptId`) has this name in any case, or this slug. */
export async function assertCityFree(db: Db, city: { name?: string; slug?: string }, exceptId?: string) {
  const others = exceptId ? ne(cities.id, exceptId) : undefined;
  if (city.name !== undefined) {
    const [clash] = await db
      .select({ id: cities.id })
      .from(cities)
      .where(and(sql`lower(${cities.name}) = lower(${city.name})`, others));
    if (clash) throw nameTaken();
  }
  if (city.slug !== undefined) {
    const [clash] = await db
      .select({ id: cities.id })
      .from(cities)
      .where(and(eq(cities.slug, city.slug), others));
    if (clash) throw slugTaken();
  }
}
