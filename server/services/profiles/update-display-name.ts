import { eq } from 'drizzle-orm';
import type { Deps } from '../../core/deps';
import type { Viewer } from '../../core/viewer';
import { isUniqueViolation } from '../../db/pg-errors';
import { profiles } from '../../db/schema/profiles';
import { displayNameTakenError, refuseUnavailableDisplayName } from './display-name-rules';
import { type ViewerAccount, viewerAccount } from './viewer-account';

/**
 * Renames a person. Names are unique by how they look (display-name-rules.ts); their own name in
 * another case is fine, and so is keeping the name they have. Answers the renamed viewer's account.
 */
export async function updateDisplayName(
  { db, clock }: Deps,
  viewer: Viewer,
  displayName: string,
): Promise<ViewerAccount> {
  await refuseUnavailableDisplayName(db, displayName, 'display_name', viewer.id);
  try {
    await db.update(profiles).set({ displayName, updatedAt: clock() }).where(eq(profiles.id, viewer.id));
  } catch (error) {
    if (isUniqueViolation(error)) throw displayNameTakenError('display_name');
    throw error;
  }
  return viewerAccount(db, { ...viewer, displayName });
}
