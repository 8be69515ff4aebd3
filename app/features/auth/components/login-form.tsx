import { zodResolver } from '@hookform/resolvers/zod';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { toast } from 'sonner';
import { SignInForm } from '../../../../shared/schemas/auth';
import { FormActions } from '../../../components/form-actions';
import { FormTextField } from '../../../components/form-text-field';
import { PasswordField } from '../../../components/password-field';
import { useSignIn } from '../api/sign-in';
import { describeAuthFailure } from '../utils/auth-failure';

/** The server names the field it refuses by its own name: both kinds of identifier are this form's one field. */
const SERVER_FIELDS = { email: 'identifier', phoneNumber: 'identifier', password: 'password' } as const;

/**
 * Email or phone number, and password. On success the page's `GuestOnly` sends the person on; with
 * two-factor on, `onTwoFactor` asks the page for the code step instead.
 */
export function LoginForm({ onTwoFactor }: { onTwoFactor: () => void }) {
  const { t } = useTranslation(['ui', 'validation']);
  const signIn = useSignIn();
  // Passed on, so signing in after a detour through /forgot-password still returns to the page of origin.
  const { state } = useLocation();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(SignInForm),
    mode: 'onTouched',
    defaultValues: { identifier: '', password: '' },
  });
  const pending = formState.isSubmitting || signIn.isPending;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const outcome = await signIn.mutateAsync(values);
      if (outcome.kind === 'two-factor') return onTwoFactor();
      const { user } = outcome;
      toast.success(t('auth.signedIn', { name: user.display_name || user.email }));
    } catch (error) {
      const failure = describeAuthFailure(error, t('validation:loginFailed'), Object.keys(SERVER_FIELDS));
      for (const [serverField, field] of Object.entries(SERVER_FIELDS)) {
        const message = failure.fields[serverField];
        if (message) setError(field, { type: 'server', message }, { shouldFocus: true });
      }
      setFormError(failure.form);
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} data-testid="login-form">
      <FormTextField
        control={control}
        name="identifier"
        label={t('auth.identifier')}
        helperText={t('auth.identifierHint')}
        autoComplete="username"
        required
        slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none' } }}
      />
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
