import { AppError } from '../../core/app-error';
import type { Deps } from '../../core/deps';
import type { Viewer } from '../../core/viewer';
import { adForEditing } from '../ads/ad-for-editing';
import type { ImageRow } from '../ads/ad-query';
import { statusAfterEdit } from '../ads/save-ad';
import { removeAdImages } from './ad-images';

/** The owner or an admin removes an ad's images (DELETE /ads/{id}/images): back to the placeholder. */
export async function clearAdImages(
  deps: Pick<Deps, 'db' | 'storage' | 'clock' | 'searchCache'>,
  viewer: Viewer | null,
  id: string,
): Promise<ImageRow[]> {
  if (!viewer) throw new AppError('UNAUTHORIZED', 401);
  const ad = await adForEditing(deps.db, viewer, id);
  return removeAdImages(deps, ad.id, { status: statusAfterEdit(viewer, ad) });
}
