import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TwoFactorPasswordInput } from '../../../../shared/schemas/auth';
import { PasswordField } from '../../../components/password-field';
import { reportFailure } from '../../../lib/report-failure';
import { ProfileFormActions } from './profile-form-actions';

type Props = {
  prompt: string;
  submitLabel: string;
  /** Throws the server's error: a wrong password shows under the field. */
  onSubmit: (password: string) => Promise<void>;
  onCancel: () => void;
  fallback: string;
  testId: string;
};

/** Asks for the current password before a security change (two-factor on or off, new backup codes). */
export function PasswordConfirmForm({ prompt, submitLabel, onSubmit, onCancel, fallback, testId }: Props) {
  const { t } = useTranslation('account');
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, setFocus, formState } = useForm({
    resolver: zodResolver(TwoFactorPasswordInput),
    mode: 'onTouched',
    defaultValues: { password: '' },
  });
  useEffect(() => setFocus('password'), [setFocus]);

  const submit = handleSubmit(async ({ password }) => {
    setFormError(null);
    try {
      await onSubmit(password);
    } catch (error) {
      setFormError(
        reportFailure(error, {
          fallback,
          fields: ['password'],
          codes: { CURRENT_PASSWORD_INCORRECT: 'password' },
          setError,
        }),
      );
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} data-testid={testId}>
      <Typography>{prompt}</Typography>
      <PasswordField
        control={control}
        name="password"
        label={t('common.currentPassword')}
        autoComplete="current-password"
        required
      />
      <ProfileFormActions
        error={formError}
        pending={formState.isSubmitting}
        label={submitLabel}
        pendingLabel={t('common.checking')}
        secondary={{ label: t('common.cancel'), onClick: onCancel }}
      />
    </Stack>
  );
}
