import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChangeEmailInput } from '../../../../shared/schemas/auth';
import { FormTextField } from '../../../components/form-text-field';
import { PasswordField } from '../../../components/password-field';
import { reportFailure } from '../../../lib/report-failure';
import { useChangeEmail } from '../api/change-email';
import { ProfileFormActions } from './profile-form-actions';

const ChangeEmailSchema = ChangeEmailInput.omit({ callbackURL: true });

type Props = { onDone: (newEmail: string) => void; onCancel: () => void };

/** New email and the current password; the server mails a confirmation link to the new address. */
export function ChangeEmailForm({ onDone, onCancel }: Props) {
  const { t } = useTranslation('account');
  const changeEmail = useChangeEmail();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, setFocus, formState } = useForm({
    resolver: zodResolver(ChangeEmailSchema),
    mode: 'onTouched',
    defaultValues: { newEmail: '', password: '' },
  });
  useEffect(() => setFocus('newEmail'), [setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await changeEmail.mutateAsync(values);
      onDone(values.newEmail);
    } catch (error) {
      setFormError(
        reportFailure(error, {
          fallback: t('email.failed'),
          fields: ['newEmail', 'password'],
          aliases: { email: 'newEmail' },
          codes: { CURRENT_PASSWORD_INCORRECT: 'password' },
          setError,
        }),
      );
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} data-testid="change-email-form">
      <FormTextField
        control={control}
        name="newEmail"
        type="email"
        label={t('email.newEmail')}
        autoComplete="email"
        required
        slotProps={{ htmlInput: { inputMode: 'email', spellCheck: false } }}
      />
      <PasswordField
        control={control}
        name="password"
        label={t('common.currentPassword')}
        helperText={t('common.currentPasswordHint')}
        autoComplete="current-password"
        required
      />
      <ProfileFormActions
        error={formError}
        pending={formState.isSubmitting}
        label={t('email.submit')}
        pendingLabel={t('common.sending')}
        secondary={{ label: t('common.cancel'), onClick: onCancel }}
      />
    </Stack>
  );
}
