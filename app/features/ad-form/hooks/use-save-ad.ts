import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdFormOutput } from '../../../../shared/schemas/ad-input';
import { adKeys } from '../../../lib/query-keys';
import { createAd } from '../api/create-ad';
import { removeAdImages } from '../api/remove-ad-image';
import { updateAd } from '../api/update-ad';
import { type UploadPart, uploadAdImages } from '../api/upload-ad-images';
import { toAdBody } from '../utils/ad-form-values';
import type { PhotoChange } from '../utils/photo-set';

/** saving: the ad's fields; uploading: the photos going out (progress); processing: the server reads them. */
export type SavePhase = 'idle' | 'saving' | 'uploading' | 'processing' | 'done';

export type SaveOutcome =
  | { ok: true; adId: string }
  | { ok: false; stage: 'ad'; error: unknown }
  | { ok: false; stage: 'image'; adId: string; error: unknown };

type SaveRequest = {
  /** The ad being edited; none for a new one. */
  adId?: string;
  values: AdFormOutput;
  photos: PhotoChange;
  /** Whether any field changed: a photo-only change (a retry after a failed upload) skips the PATCH. */
  fieldsChanged: boolean;
};

/**
 * Saves the ad first, then its photos (XMLHttpRequest, with progress; many photos in several requests). A failed
 * upload leaves the ad saved: the outcome says which stage failed, so the page can keep the person
 * where they can retry.
 */
export function useSaveAd() {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<SavePhase>('idle');
  const [progress, setProgress] = useState(0);
  const [part, setPart] = useState<UploadPart>({ part: 1, parts: 1 });

  async function save({ adId, values, photos, fieldsChanged }: SaveRequest): Promise<SaveOutcome> {
    setPhase('saving');
    let id = adId;
    try {
      const body = toAdBody(values);
      if (!id) id = (await createAd(body)).id;
      else if (fieldsChanged || photos.kind === 'keep') await updateAd(id, body);
    } catch (error) {
      setPhase('idle');
      return { ok: false, stage: 'ad', error };
    }
    void queryClient.invalidateQueries({ queryKey: adKeys.all });
    try {
      if (photos.kind === 'upload') {
        setProgress(0);
        setPhase('uploading');
        await uploadAdImages(id, photos.photos, (percent, sending) => {
          setProgress(percent);
          setPart(sending);
          if (percent >= 100) setPhase('processing');
        });
      } else if (photos.kind === 'remove') {
        await removeAdImages(id);
      }
    } catch (error) {
      setPhase('idle');
      return { ok: false, stage: 'image', adId: id, error };
    }
    void queryClient.invalidateQueries({ queryKey: adKeys.all });
    setPhase('done');
    return { ok: true, adId: id };
  }

  return { save, phase, progress, part };
}
