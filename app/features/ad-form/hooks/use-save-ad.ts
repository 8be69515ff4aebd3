import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdFormOutput } from '../../../../shared/schemas/ad-input';
import { createAd } from '../api/create-ad';
import { removeAdImages } from '../api/remove-ad-image';
import { updateAd } from '../api/update-ad';
import { uploadAdImage } from '../api/upload-ad-image';
import { toAdBody } from '../utils/ad-form-values';
import type { ImageChange } from './use-image-choice';

/** saving: the ad's fields; uploading: the photo going out (progress); processing: the server reads it. */
export type SavePhase = 'idle' | 'saving' | 'uploading' | 'processing' | 'done';

export type SaveOutcome =
  | { ok: true; adId: string }
  | { ok: false; stage: 'ad'; error: unknown }
  | { ok: false; stage: 'image'; adId: string; error: unknown };

type SaveRequest = {
  /** The ad being edited; none for a new one. */
  adId?: string;
  values: AdFormOutput;
  image: ImageChange;
  /** Whether any field changed: a photo-only change (a retry after a failed upload) skips the PATCH. */
  fieldsChanged: boolean;
};

/**
 * Saves the ad first, then its photo (XMLHttpRequest, with progress). A failed photo leaves the ad
 * saved: the outcome says which stage failed, so the page can keep the person where they can retry.
 */
export function useSaveAd() {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<SavePhase>('idle');
  const [progress, setProgress] = useState(0);

  async function save({ adId, values, image, fieldsChanged }: SaveRequest): Promise<SaveOutcome> {
    setPhase('saving');
    let id = adId;
    try {
      const body = toAdBody(values);
      if (!id) id = (await createAd(body)).id;
      else if (fieldsChanged || image.kind === 'keep') await updateAd(id, body);
    } catch (error) {
      setPhase('idle');
      return { ok: false, stage: 'ad', error };
    }
    void queryClient.invalidateQueries({ queryKey: ['ads'] });
    try {
      if (image.kind === 'replace') {
        setProgress(0);
        setPhase('uploading');
        await uploadAdImage(id, image.file, (percent) => {
          setProgress(percent);
          if (percent >= 100) setPhase('processing');
        });
      } else if (image.kind === 'remove') {
        await removeAdImages(id);
      }
    } catch (error) {
      setPhase('idle');
      return { ok: false, stage: 'image', adId: id, error };
    }
    void queryClient.invalidateQueries({ queryKey: ['ads'] });
    setPhase('done');
    return { ok: true, adId: id };
  }

  return { save, phase, progress };
}
