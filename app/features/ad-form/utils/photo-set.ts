import { MAX_IMAGES_PER_UPLOAD, PLACEHOLDER_IMAGE_PATH } from '../../../../shared/constants';
import type { AdImage, PublicAd } from '../../../../shared/schemas/ads';
import { orderedImages } from '../../ads/utils/ad-images';

/** One photo of the set the form will save: one the ad has already, or a file just chosen. */
export type ChosenPhoto = { kind: 'saved'; key: string; image: AdImage } | NewPhoto;
export type NewPhoto = { kind: 'new'; key: string; file: File };

/**
 * What saving does to the ad's photos: nothing, make them this set (first = main: saved photos kept as
 * they are, new files uploaded), or remove them all.
 */
export type PhotoChange = { kind: 'keep' } | { kind: 'upload'; photos: ChosenPhoto[] } | { kind: 'remove' };

/** Why (part of) the last pick was refused: too many files for the allowance, or a file that is no image. */
export type PickProblem = { kind: 'tooMany'; max: number } | { kind: 'notImage'; file: string };

/** The ad's real photos, main first (the placeholder picture is none). */
export function savedPhotos(ad: Pick<PublicAd, 'images'> | undefined): ChosenPhoto[] {
  if (!ad) return [];
  return orderedImages(ad)
    .filter((image) => image.storage_path !== PLACEHOLDER_IMAGE_PATH)
    .map((image) => ({ kind: 'saved', key: image.id, image }));
}

// An empty type is a format the browser does not know (HEIC on some systems): the server decides.
const looksLikeImage = (file: File) => !file.type || file.type.startsWith('image/');

/**
 * The set after picking `files`. With an allowance of 1 the first file replaces the photo (SPEC 5: only
 * the first chosen is kept); with more, the image files are appended until the set is full.
 */
export function withPicked(
  photos: readonly ChosenPhoto[],
  files: readonly NewPhoto[],
  allowance: number,
): { photos: ChosenPhoto[]; problems: PickProblem[] } {
  if (allowance <= 1) {
    const [first] = files;
    if (!first) return { photos: [...photos], problems: [] };
    if (!looksLikeImage(first.file))
      return { photos: [...photos], problems: [{ kind: 'notImage', file: first.file.name }] };
    return { photos: [first], problems: files.length > 1 ? [{ kind: 'tooMany', max: 1 }] : [] };
  }
  const images = files.filter((photo) => looksLikeImage(photo.file));
  const problems: PickProblem[] = files
    .filter((photo) => !looksLikeImage(photo.file))
    .map((photo) => ({ kind: 'notImage', file: photo.file.name }));
  const room = Math.max(0, allowance - photos.length);
  if (images.length > room) problems.push({ kind: 'tooMany', max: allowance });
  return { photos: [...photos, ...images.slice(0, room)], problems };
}

/** The set with the photo `key` moved to the front: the main photo. */
export function withMain(photos: readonly ChosenPhoto[], key: string): ChosenPhoto[] {
  const chosen = photos.find((photo) => photo.key === key);
  return chosen ? [chosen, ...photos.filter((photo) => photo !== chosen)] : [...photos];
}

/** What saving has to do to go from the saved photos to the chosen ones. */
export function photoChange(chosen: readonly ChosenPhoto[], saved: readonly ChosenPhoto[]): PhotoChange {
  const unchanged = chosen.length === saved.length && chosen.every((photo, i) => photo.key === saved[i]?.key);
  if (unchanged) return { kind: 'keep' };
  if (chosen.length === 0) return { kind: 'remove' };
  return { kind: 'upload', photos: [...chosen] };
}

/**
 * The set one upload request sends: the photos saved by now and the next MAX_IMAGES_PER_UPLOAD new
 * ones, in the chosen order; the new photos after them wait for a later request.
 */
export function nextUploadSet(photos: readonly ChosenPhoto[]): ChosenPhoto[] {
  let room = MAX_IMAGES_PER_UPLOAD;
  return photos.filter((photo) => {
    if (photo.kind === 'saved') return true;
    room -= 1;
    return room >= 0;
  });
}

/** The photos after `sent` went up and the server answered `images` (the same set, in order): saved now. */
export function withUploaded(
  photos: readonly ChosenPhoto[],
  sent: readonly ChosenPhoto[],
  images: readonly AdImage[],
): ChosenPhoto[] {
  const savedNow = new Map(sent.map((photo, index) => [photo.key, images[index]]));
  return photos.map((photo) => {
    const image = photo.kind === 'new' ? savedNow.get(photo.key) : undefined;
    return image ? { kind: 'saved', key: photo.key, image } : photo;
  });
}

/** The files just chosen in the change (to offer again when their upload failed). */
export function newFilesOf(change: PhotoChange): File[] {
  if (change.kind !== 'upload') return [];
  return change.photos.flatMap((photo) => (photo.kind === 'new' ? [photo.file] : []));
}
