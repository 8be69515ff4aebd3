import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cities } from '../../db/schema/catalog';

export const listCities = (db: Db) => db.select().from(cities).orderBy(asc(cities.name));
export type CityRow = Awaited<ReturnType<typeof listCities>>[number];
