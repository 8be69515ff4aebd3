import { zodResolver } from '@hookform/resolvers/zod';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { toast } from 'sonner';
import { SignInInput } from '../../../../shared/schemas/auth';
import { FormActions } from '../../../components/form-actions';
import { PasswordField } from '../../../components/password-field';
import { useSignIn } from '../api/sign-in';
import { describeAuthFailure } from '../utils/auth-failure';
import { EmailField } from './auth-fields';

const FIELDS = ['email', 'password'] as const;

/** Email and password sign-in. On success the page's `GuestOnly` sends the person on. */
export function LoginForm() {
  const { t } = useTranslation(['ui', 'validation']);
  const signIn = useSignIn();
  // Passed on, so signing in after a detour through /forgot-password still returns to the page of origin.
  const { state } = useLocation();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(SignInInput),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const pending = formState.isSubmitting || signIn.isPending;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const user = await signIn.mutateAsync(values);
      toast.success(t('auth.signedIn', { name: user.display_name || user.email }));
    } catch (error) {
      const failure = describeAuthFailure(error, t('validation:loginFailed'), FIELDS);
      for (const field of FIELDS) {
        const message = failure.fields[field];
        if (message) setError(field, { type: 'server', message }, { shouldFocus: true });
      }
      setFormError(failure.form);
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} data-testid="login-form">
      <EmailField control={control} name="email" />
      <PasswordField
        control={control}
        name="password"
        label={t('auth.password')}
        autoComplete="current-password"
        required
      />
      <Link
        component={RouterLink}
        to="/forgot-password"
        state={state}
        data-testid="forgot-password-link"
        sx={{ alignSelf: 'flex-end', fontWeight: 600 }}
      >
        {t('auth.forgotPasswordLink')}
      </Link>
      <FormActions
        error={formError}
        pending={pending}
        label={t('auth.signInSubmit')}
        pendingLabel={t('auth.signingIn')}
      />
    </Stack>
  );
}
