import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import type { ValidationKey } from '../../../../shared/i18n/en/validation';
import { ChangePasswordInput } from '../../../../shared/schemas/auth';
import type { Me } from '../../../../shared/schemas/me';
import { PasswordField } from '../../../components/password-field';
import { reportFailure } from '../../../lib/report-failure';
import { NewPasswordFields } from '../../auth/components/auth-fields';
import { useChangePassword } from '../api/change-password';
import { NeedsPasswordNote } from './needs-password-note';
import { ProfileFormActions } from './profile-form-actions';
import { ProfileSection } from './profile-section';

const passwordsDontMatch: ValidationKey = 'passwordsDontMatch';

/** Current password, the new one twice (the second copy stays in the browser). */
const ChangePasswordSchema = ChangePasswordInput.pick({ currentPassword: true, newPassword: true })
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: passwordsDontMatch,
    path: ['confirmPassword'],
  });

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change password; the other sessions of the account end, this one stays. */
export function PasswordSection({ user }: { user: Me }) {
  const { t } = useTranslation('account');
  const changePassword = useChangePassword();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset, formState } = useForm({
    resolver: zodResolver(ChangePasswordSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setFormError(null);
    try {
      await changePassword.mutateAsync({ currentPassword, newPassword });
      reset(EMPTY);
      toast.success(t('password.updated'));
    } catch (error) {
      setFormError(
        reportFailure(error, {
          fallback: t('password.failed'),
          fields: ['currentPassword', 'newPassword'],
          aliases: { password: 'currentPassword' },
          codes: { CURRENT_PASSWORD_INCORRECT: 'currentPassword' },
          setError,
        }),
      );
    }
  });

  return (
    <ProfileSection
      title={t('password.title')}
      description={t('password.description')}
      testId="password-section"
    >
      {user.sign_in_methods.includes('credential') ? (
        <Stack
          component="form"
          noValidate
          onSubmit={onSubmit}
          spacing={2.5}
          data-testid="change-password-form"
        >
          <PasswordField
            control={control}
            name="currentPassword"
            label={t('password.current')}
            autoComplete="current-password"
            required
          />
          <NewPasswordFields
            control={control}
            name="newPassword"
            confirmName="confirmPassword"
            label={t('password.new')}
            confirmLabel={t('password.confirm')}
          />
          <ProfileFormActions
            error={formError}
            pending={formState.isSubmitting}
            label={t('password.submit')}
            pendingLabel={t('common.saving')}
          />
        </Stack>
      ) : (
        <NeedsPasswordNote />
      )}
    </ProfileSection>
  );
}
