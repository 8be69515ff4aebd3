import type { AdImage } from '../../../../shared/schemas/ads';
import { ApiError } from '../../../lib/api-client';
import type { ChosenPhoto } from '../utils/photo-set';

/** A saved photo could not be downloaded again to go with the new set. */
export class SavedPhotoUnreadable extends Error {
  constructor(path: string, status: number) {
    super(`Could not read ${path} (${status})`);
    this.name = 'SavedPhotoUnreadable';
  }
}

/** `ads/{id}/garden-3f9a0c1b2d-full.webp` → `garden.webp`: the name it was first uploaded with. */
function uploadNameOf(path: string): string {
  const stem = (path.split('/').at(-1) ?? '').replace(/(-[0-9a-f]{10})?-full\.webp$/i, '');
  return `${stem.replace(/\.[a-z0-9]{1,10}$/i, '') || 'photo'}.webp`;
}

/**
 * The photo as a file to upload. The server replaces the ad's whole set, so a saved photo the person
 * kept is downloaded (full size) and sent again beside the new ones.
 */
export async function fileOfPhoto(photo: ChosenPhoto): Promise<File> {
  if (photo.kind === 'new') return photo.file;
  return downloadSavedImage(photo.image);
}

async function downloadSavedImage(image: AdImage): Promise<File> {
  let response: Response;
  try {
    response = await fetch(image.storage_path);
  } catch {
    throw new ApiError(0, 'NETWORK', 'Network error');
  }
  if (!response.ok) throw new SavedPhotoUnreadable(image.storage_path, response.status);
  const blob = await response.blob();
  return new File([blob], uploadNameOf(image.storage_path), { type: blob.type || 'image/webp' });
}
