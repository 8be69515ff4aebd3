import { describe, expect, it } from 'vitest';
import { type ChosenPhoto, nextUploadSet, withUploaded } from '../../app/features/ad-form/utils/photo-set';
import { MAX_IMAGES_PER_UPLOAD } from '../../shared/constants';
import type { AdImage } from '../../shared/schemas/ads';

// The ad form sends many new photos over several requests (at most MAX_IMAGES_PER_UPLOAD new files
// each), each keeping what the ones before saved, in the order the person chose.

const image = (id: string): AdImage =>
  ({
    id,
    storage_path: `/media/${id}-full.webp`,
    thumbnail_path: `/media/${id}-thumb.webp`,
    is_primary: false,
  }) as AdImage;
const saved = (id: string): ChosenPhoto => ({ kind: 'saved', key: id, image: image(id) });
const fresh = (n: number): ChosenPhoto => ({
  kind: 'new',
  key: `new-${n}`,
  file: new File(['x'], `p${n}.jpg`),
});
const keys = (photos: readonly ChosenPhoto[]) => photos.map((photo) => `${photo.kind}:${photo.key}`);

describe('uploading many photos in rounds', () => {
  it('sends the saved photos and the next new ones in the chosen order, until every one is saved', () => {
    // A new main photo, a saved one, then 24 more new ones: three rounds.
    let photos = [fresh(0), saved('a'), ...Array.from({ length: 24 }, (_, i) => fresh(i + 1))];
    const rounds: string[][] = [];
    while (photos.some((photo) => photo.kind === 'new')) {
      const sent = nextUploadSet(photos);
      expect(sent.filter((photo) => photo.kind === 'new').length).toBeLessThanOrEqual(MAX_IMAGES_PER_UPLOAD);
      rounds.push(keys(sent));
      // The server answers the set sent, in order; new photos get their ids.
      photos = withUploaded(
        photos,
        sent,
        sent.map((photo) => (photo.kind === 'saved' ? photo.image : image(`id-${photo.key}`))),
      );
    }
    expect(rounds).toHaveLength(3);
    expect(rounds[0]).toEqual([
      'new:new-0',
      'saved:a',
      ...Array.from({ length: 9 }, (_, i) => `new:new-${i + 1}`),
    ]);
    expect(rounds[1]?.slice(0, 11)).toEqual([
      'saved:new-0',
      'saved:a',
      ...Array.from({ length: 9 }, (_, i) => `saved:new-${i + 1}`),
    ]);
    expect(rounds[2]).toHaveLength(26);
    expect(keys(photos)).toEqual([
      'saved:new-0',
      'saved:a',
      ...Array.from({ length: 24 }, (_, i) => `saved:new-${i + 1}`),
    ]);
    expect(photos.map((photo) => (photo.kind === 'saved' ? photo.image.id : '')).slice(0, 3)).toEqual([
      'id-new-0',
      'a',
      'id-new-1',
    ]);
  });

  it('sends a set with few new photos in one round', () => {
    const photos = [saved('a'), fresh(0), fresh(1)];
    expect(nextUploadSet(photos)).toEqual(photos);
  });
});
