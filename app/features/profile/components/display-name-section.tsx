import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { UpdateProfileInput } from '../../../../shared/schemas/auth';
import type { Me } from '../../../../shared/schemas/me';
import { FormTextField } from '../../../components/form-text-field';
import { reportFailure } from '../../../lib/report-failure';
import { useUpdateProfile } from '../api/update-profile';
import { ProfileFormActions } from './profile-form-actions';
import { ProfileSection } from './profile-section';

/** The name others see on the person's ads and ratings. */
export function DisplayNameSection({ user }: { user: Me }) {
  const { t } = useTranslation('account');
  const update = useUpdateProfile();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset, formState } = useForm({
    resolver: zodResolver(UpdateProfileInput),
    mode: 'onTouched',
    defaultValues: { display_name: user.display_name },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { user: saved } = await update.mutateAsync(values);
      reset({ display_name: saved.display_name });
      toast.success(t('displayName.updated'));
    } catch (error) {
      setFormError(
        reportFailure(error, {
          fallback: t('common.failed'),
          fields: ['display_name'],
          codes: { DISPLAY_NAME_TAKEN: 'display_name' },
          setError,
        }),
      );
    }
  });

  return (
    <ProfileSection
      title={t('displayName.title')}
      description={t('displayName.description')}
      testId="display-name-section"
    >
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5}>
        <FormTextField
          control={control}
          name="display_name"
          label={t('displayName.label')}
          autoComplete="nickname"
          required
          slotProps={{ htmlInput: { maxLength: 40 } }}
        />
        <ProfileFormActions
          error={formError}
          pending={formState.isSubmitting}
          label={t('displayName.save')}
          pendingLabel={t('common.saving')}
        />
      </Stack>
    </ProfileSection>
  );
}
