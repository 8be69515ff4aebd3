import { PLACEHOLDER_IMAGE_PATH } from '../../../shared/constants';
import { AppError } from '../../core/app-error';
import type { ImageRow } from '../ads/ad-query';

// The `order` of an upload (POST /ads/{id}/images): which saved images stay and where the uploaded
// files go, e.g. `saved:<imageId>`, `new:0`, `saved:<imageId>`; the first is the primary image.

/** One place in the ad's new image set: a saved image kept as it is, or the n-th uploaded file. */
export type ImageSlot = { kind: 'saved'; imageId: string } | { kind: 'new'; fileIndex: number };

const SAVED_ENTRY = /^saved:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
const NEW_ENTRY = /^new:(0|[1-9][0-9]{0,5})$/;

/** The order cannot be followed: malformed, contradictory, or naming images the ad does not have (any more). */
export const imageOrderRefused = () =>
  new AppError('VALIDATION_FAILED', 400, { fields: { images: 'imageOrderInvalid' } });

export const noImageChosen = () =>
  new AppError('VALIDATION_FAILED', 400, { fields: { images: 'imageRequired' } });

function parseEntry(entry: string, fileCount: number): ImageSlot {
  const saved = SAVED_ENTRY.exec(entry);
  if (saved?.[1]) return { kind: 'saved', imageId: saved[1].toLowerCase() };
  const fresh = NEW_ENTRY.exec(entry);
  const fileIndex = Number(fresh?.[1] ?? Number.NaN);
  if (!(fileIndex < fileCount)) throw imageOrderRefused();
  return { kind: 'new', fileIndex };
}

const slotKey = (slot: ImageSlot) => (slot.kind === 'saved' ? slot.imageId : `new:${slot.fileIndex}`);

/**
 * The image set a request asks for, in order: its `order` entries when it has some, otherwise its files
 * in the order sent (the upload as it always was). Refused, before anything is read or stored: an
 * entry that is neither `saved:<uuid>` nor `new:<n>` with n below `fileCount`, an entry given twice, a
 * file that no entry places, and an empty set.
 */
export function requestedImageSet(order: readonly string[] | undefined, fileCount: number): ImageSlot[] {
  const slots =
    order === undefined
      ? Array.from({ length: fileCount }, (_, fileIndex): ImageSlot => ({ kind: 'new', fileIndex }))
      : order.map((entry) => parseEntry(entry, fileCount));
  if (slots.length === 0) throw noImageChosen();
  if (new Set(slots.map(slotKey)).size !== slots.length) throw imageOrderRefused();
  const placedFiles = slots.filter((slot) => slot.kind === 'new').length;
  if (placedFiles !== fileCount) throw imageOrderRefused();
  return slots;
}

/**
 * Looks up the ad's saved images (`rows`) by id, refusing an id that is none of them: another ad's
 * image, one removed meanwhile, or the placeholder row (it stands for "no picture", never one to keep).
 */
export function savedImageLookup(rows: readonly ImageRow[]): (imageId: string) => ImageRow {
  const real = new Map(
    rows
      .filter((row) => row.storagePath !== PLACEHOLDER_IMAGE_PATH)
      .map((row) => [row.id.toLowerCase(), row]),
  );
  return (imageId) => {
    const row = real.get(imageId.toLowerCase());
    if (!row) throw imageOrderRefused();
    return row;
  };
}
