import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RequestPasswordResetInput } from '../../../../shared/schemas/auth';
import { FormActions } from '../../../components/form-actions';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { describeAuthFailure } from '../utils/auth-failure';
import { EmailField } from './auth-fields';

const FIELDS = ['email'] as const;
const ForgotPasswordSchema = RequestPasswordResetInput.pick({ email: true });

/**
 * Asks for a reset link. Whatever the address, a success shows the same neutral note: the page never
 * tells whether an account uses it.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation(['ui', 'validation']);
  const request = useRequestPasswordReset();
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(ForgotPasswordSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const pending = formState.isSubmitting || request.isPending;

  const onSubmit = handleSubmit(async ({ email }) => {
    setFormError(null);
    try {
      await request.mutateAsync(email);
      setSent(true);
    } catch (error) {
      const failure = describeAuthFailure(error, t('auth.forgotFailed'), FIELDS);
      const message = failure.fields.email;
      if (message) setError('email', { type: 'server', message }, { shouldFocus: true });
      setFormError(failure.form);
    }
  });

  if (sent)
    return (
      <Alert severity="success" role="status" data-testid="forgot-password-sent">
        {t('auth.forgotSent')}
      </Alert>
    );

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} data-testid="forgot-password-form">
      <EmailField control={control} name="email" />
      <FormActions
        error={formError}
        pending={pending}
        label={t('auth.forgotSubmit')}
        pendingLabel={t('auth.forgotSending')}
      />
    </Stack>
  );
}
