import { eq } from 'drizzle-orm';
import type { SavedSearchChanges } from '../../../shared/schemas/saved-searches';
import { AppError, notFound } from '../../core/app-error';
import type { Viewer } from '../../core/viewer';
import type { Db } from '../../db/client';
import { savedSearches } from '../../db/schema/saved-searches';
import { assertOwnsSavedSearch } from '../../policies/saved-search';
import type { SavedSearchRow } from './create-saved-search';

async function ownSavedSearch(db: Db, viewer: Viewer, id: string): Promise<SavedSearchRow> {
  const [row] = await db.select().from(savedSearches).where(eq(savedSearches.id, id));
  if (!row) throw notFound();
  assertOwnsSavedSearch(viewer, row.userId);
  return row;
}

/** Renames, pauses or resumes one of the viewer's saved searches, or changes how its alerts come. */
export async function changeSavedSearch(
  db: Db,
  viewer: Viewer,
  id: string,
  changes: SavedSearchChanges,
): Promise<SavedSearchRow> {
  const row = await ownSavedSearch(db, viewer, id);
  const inApp = changes.notify_in_app ?? row.notifyInApp;
  const email = changes.notify_email ?? row.notifyEmail;
  if (!inApp && !email)
    throw new AppError('VALIDATION_FAILED', 400, { fields: { notify_email: 'savedSearchChannelsInvalid' } });
  if (Object.values(changes).every((v) => v === undefined)) return row;
  const [changed] = await db
    .update(savedSearches)
    .set({
      name: changes.name,
      paused: changes.paused,
      frequency: changes.frequency,
      notifyInApp: changes.notify_in_app,
      notifyEmail: changes.notify_email,
    })
    .where(eq(savedSearches.id, id))
    .returning();
  return changed ?? row;
}

/** Deletes one of the viewer's saved searches (its alerts not yet sent go with it). */
export async function deleteSavedSearch(db: Db, viewer: Viewer, id: string): Promise<void> {
  await ownSavedSearch(db, viewer, id);
  await db.delete(savedSearches).where(eq(savedSearches.id, id));
}
