import type { Deps } from '../../core/deps';
import type { Viewer } from '../../core/viewer';
import { adForEditing } from './ad-for-editing';
import { deleteAd } from './save-ad';

/** The owner or an admin deletes an ad with its images (DELETE /ads/{id}). */
export async function removeAd(
  deps: Pick<Deps, 'db' | 'storage' | 'searchCache'>,
  viewer: Viewer | null,
  id: string,
): Promise<void> {
  const ad = await adForEditing(deps.db, viewer, id);
  await deleteAd(deps, ad);
}
