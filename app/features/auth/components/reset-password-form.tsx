import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import type { ValidationKey } from '../../../../shared/i18n/en/validation';
import { ResetPasswordInput } from '../../../../shared/schemas/auth';
import { FormActions } from '../../../components/form-actions';
import { isApiError } from '../../../lib/api-client';
import { useResetPassword } from '../api/reset-password';
import { describeAuthFailure } from '../utils/auth-failure';
import { AuthPasswordFields } from './auth-fields';

const FIELDS = ['newPassword'] as const;
const passwordsDontMatch: ValidationKey = 'passwordsDontMatch';

/** The new password twice (the second copy stays in the browser). */
const ResetPasswordSchema = ResetPasswordInput.pick({ newPassword: true })
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: passwordsDontMatch,
    path: ['confirmPassword'],
  });

/** State for /login after a reset: it shows a note that the new password is set. */
export type PasswordResetNote = { passwordReset: true };

type Props = {
  token: string;
  /** The server refused the token (expired or used): the page shows the invalid-link message. */
  onInvalidToken: () => void;
};

/** Sets a new password with the mailed token, then sends the person to /login to sign in with it. */
export function ResetPasswordForm({ token, onInvalidToken }: Props) {
  const { t } = useTranslation(['ui', 'validation']);
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(ResetPasswordSchema),
    mode: 'onTouched',
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const pending = formState.isSubmitting || reset.isPending;

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    setFormError(null);
    try {
      await reset.mutateAsync({ token, newPassword });
      toast.success(t('auth.resetDone'));
      const state: PasswordResetNote = { passwordReset: true };
      navigate('/login', { replace: true, state });
    } catch (error) {
      if (isApiError(error) && error.fields.token) {
        onInvalidToken();
        return;
      }
      const failure = describeAuthFailure(error, t('auth.resetFailed'), FIELDS);
      const message = failure.fields.newPassword;
      if (message) setError('newPassword', { type: 'server', message }, { shouldFocus: true });
      setFormError(failure.form);
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} data-testid="reset-password-form">
      <AuthPasswordFields purpose="reset" control={control} />
      <FormActions
        error={formError}
        pending={pending}
        label={t('auth.resetSubmit')}
        pendingLabel={t('auth.resetSaving')}
      />
    </Stack>
  );
}
