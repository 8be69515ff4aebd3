import type { categories, cities } from '../db/schema/catalog';

/**
 * Cities and categories as every request reads them (server/services/catalog/reference-data.ts): kept
 * in process and forgotten on any change in any process on the database.
 */
export interface ReferenceData {
  cities(): Promise<(typeof cities.$inferSelect)[]>;
  categories(): Promise<(typeof categories.$inferSelect)[]>;
  /** This process changed them: forget at once, before the NOTIFY comes back. */
  forget(): void;
}
