import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { type AdFormOutput, AdForm as AdFormSchema } from '../../../../shared/schemas/ad-input';
import type { Ad } from '../../../../shared/schemas/ads';
import { reportFailure } from '../../../lib/report-failure';
import { useImageAllowance } from '../hooks/use-image-allowance';
import { useImageChoice } from '../hooks/use-image-choice';
import { useSaveAd } from '../hooks/use-save-ad';
import { useSiteCurrencyDefault } from '../hooks/use-site-currency-default';
import { AD_FORM_FIELDS, type AdFormValues, adToFormValues, EMPTY_AD_FORM } from '../utils/ad-form-values';
import { describeImageFailure, photoFailureNotice } from '../utils/describe-image-failure';
import { forgetImagesForRetry, imagesForRetry, keepImagesForRetry } from '../utils/pending-image';
import { newFilesOf, savedPhotos } from '../utils/photo-set';
import { AdContactFields, AdSocialFields } from './ad-contact-fields';
import { AdEventFields } from './ad-event-fields';
import { AdFormActions } from './ad-form-actions';
import { AdImageField } from './ad-image-field';
import { AdMainFields } from './ad-main-fields';
import { FormSection } from './form-section';

type Props = {
  /** The ad to edit; none on /post-ad. */
  ad?: Ad;
  /** An admin's edit keeps the ad's status (the note says so). */
  asAdmin?: boolean;
  /** Why the photos did not upload last time (after /post-ad saved the ad). */
  imageNotice?: string | null;
};

/**
 * /post-ad and /edit-ad/{id}: every field and the photos (several for a paid ad); saves the ad, then
 * uploads the photos.
 */
export function AdEditor({ ad, asAdmin = false, imageNotice = null }: Props) {
  const { t } = useTranslation(['adForm', 'errors']);
  const navigate = useNavigate();
  const { save, phase, progress, part } = useSaveAd();
  const saved = useMemo(() => savedPhotos(ad), [ad]);
  const [formError, setFormError] = useState<string | null>(null);
  const [photoNotice, setPhotoNotice] = useState<string | null>(imageNotice);
  const noticeRef = useRef<HTMLDivElement>(null);
  const { control, handleSubmit, setError, reset, getValues, formState, resetField, getFieldState } = useForm<
    AdFormValues,
    unknown,
    AdFormOutput
  >({
    resolver: zodResolver(AdFormSchema),
    mode: 'onTouched',
    defaultValues: ad ? adToFormValues(ad) : EMPTY_AD_FORM,
  });
  useSiteCurrencyDefault(!ad, resetField, getFieldState);
  // Read while rendering, so react-hook-form keeps it up to date.
  const fieldsChanged = formState.isDirty;
  // A church / community category allows more photos than a free ad: follow the category chosen.
  const { allowance, unlimited } = useImageAllowance(ad, useWatch({ control, name: 'category_id' }));
  const image = useImageChoice({
    saved,
    allowance,
    unlimited,
    retryFiles: ad ? imagesForRetry(ad.id) : undefined,
  });

  // The handed-over photos are in this form's state now: a later visit starts afresh.
  useEffect(() => {
    if (ad) forgetImagesForRetry(ad.id);
  }, [ad]);

  useEffect(() => {
    if (!photoNotice) return;
    noticeRef.current?.scrollIntoView({ block: 'center' });
    noticeRef.current?.focus();
  }, [photoNotice]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setPhotoNotice(null);
    const outcome = await save({
      adId: ad?.id,
      values,
      photos: image.change,
      fieldsChanged,
    });
    if (outcome.ok) {
      toast.success(ad ? t('toast.updated') : t('toast.posted'));
      navigate('/my-ads');
    } else if (outcome.stage === 'ad') {
      setFormError(
        reportFailure(outcome.error, { fallback: t('failure.save'), fields: AD_FORM_FIELDS, setError }),
      );
    } else {
      const reason = describeImageFailure(outcome.error, t);
      if (!ad) {
        // The ad exists now: carry on on its edit page, with the photo ready to try again.
        keepImagesForRetry(outcome.adId, newFilesOf(image.change));
        navigate(`/edit-ad/${outcome.adId}`, {
          replace: true,
          state: { imageNotice: t('failure.imageAfterPost', { reason }) },
        });
        return;
      }
      reset(getValues()); // saved: a retry uploads the photos only
      setPhotoNotice(photoFailureNotice(image.change, allowance > 1, reason, t));
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={{ xs: 2, md: 3 }} data-testid="ad-form">
      <FormSection title={t('sections.main')}>
        <AdMainFields control={control} />
      </FormSection>
      <FormSection title={allowance > 1 ? t('sections.photos') : t('sections.photo')} testId="photo-section">
        {photoNotice && (
          <Alert severity="warning" ref={noticeRef} tabIndex={-1} data-testid="photo-notice">
            {photoNotice}
          </Alert>
        )}
        <AdImageField choice={image} disabled={phase !== 'idle'} />
      </FormSection>
      <FormSection title={t('sections.contacts')} description={t('sections.contactsHint')}>
        <AdContactFields control={control} />
      </FormSection>
      <FormSection title={t('sections.social')} description={t('sections.socialHint')}>
        <AdSocialFields control={control} />
      </FormSection>
      <FormSection title={t('sections.event')}>
        <AdEventFields control={control} />
      </FormSection>
      <AdFormActions
        error={formError}
        phase={phase}
        progress={progress}
        part={part}
        severalPhotos={image.change.kind === 'upload' && image.change.photos.length > 1}
        label={ad ? t('submit.save') : t('submit.post')}
        pendingLabel={ad ? t('submit.saving') : t('submit.posting')}
        cancelLabel={t('submit.cancel')}
        note={ad ? (asAdmin ? t('moderation.admin') : t('moderation.edit')) : t('moderation.post')}
      />
    </Stack>
  );
}
