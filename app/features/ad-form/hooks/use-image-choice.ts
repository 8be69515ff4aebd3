import { useMemo, useState } from 'react';
import {
  type ChosenPhoto,
  type NewPhoto,
  type PickProblem,
  photoChange,
  withMain,
  withPicked,
} from '../utils/photo-set';

let lastPhotoNumber = 0;
const asNewPhoto = (file: File): NewPhoto => ({ kind: 'new', key: `new-${++lastPhotoNumber}`, file });

type Options = {
  /** The ad's photos as saved, main first. */
  saved: ChosenPhoto[];
  /** How many photos the ad may carry (1 for a new or free ad). */
  allowance: number;
  /** A church / community ad: as many as they like (the allowance is only a safety bound). */
  unlimited?: boolean;
  /** Files whose upload failed before, offered again instead of the saved photos. */
  retryFiles?: readonly File[];
};

/**
 * The photos the person has chosen (uploaded once the ad is saved), in order, main first; what saving
 * has to do with them; and the problems with their last pick.
 */
export function useImageChoice({ saved, allowance, unlimited = false, retryFiles }: Options) {
  const [photos, setPhotos] = useState<ChosenPhoto[]>(() =>
    retryFiles?.length ? retryFiles.map(asNewPhoto) : saved,
  );
  const [problems, setProblems] = useState<PickProblem[]>([]);
  const change = useMemo(() => photoChange(photos, saved), [photos, saved]);

  const pick = (files: readonly File[]) => {
    if (files.length === 0) return;
    const next = withPicked(photos, files.map(asNewPhoto), allowance);
    setPhotos(next.photos);
    setProblems(next.problems);
  };

  const update = (next: ChosenPhoto[]) => {
    setProblems([]);
    setPhotos(next);
  };

  return {
    photos,
    saved,
    allowance,
    unlimited,
    change,
    problems,
    pick,
    makeMain: (key: string) => update(withMain(photos, key)),
    remove: (key: string) => update(photos.filter((photo) => photo.key !== key)),
    removeAll: () => update([]),
    restoreSaved: () => update(saved),
  };
}

export type ImageChoice = ReturnType<typeof useImageChoice>;
