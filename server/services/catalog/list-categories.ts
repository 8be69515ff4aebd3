import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories } from '../../db/schema/catalog';

export const listCategories = (db: Db) =>
  db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.nameEn));
export type CategoryRow = Awaited<ReturnType<typeof listCategories>>[number];
