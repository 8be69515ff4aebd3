import { asc, eq } from 'drizzle-orm';
import type { Viewer } from '../../core/viewer';
import type { Db } from '../../db/client';
import { savedSearches } from '../../db/schema/saved-searches';
import type { SavedSearchRow } from './create-saved-search';

/** The viewer's saved searches, oldest first (the order they were saved in). */
export function listSavedSearches(db: Db, viewer: Viewer): Promise<SavedSearchRow[]> {
  return db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, viewer.id))
    .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
}
