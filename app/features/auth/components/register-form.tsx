import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { SignUpForm } from '../../../../shared/schemas/auth';
import { FormActions } from '../../../components/form-actions';
import { FormTextField } from '../../../components/form-text-field';
import { useSignUp } from '../api/sign-up';
import { useCallbackUrl } from '../hooks/use-return-to';
import { showAuthFailure } from '../utils/auth-failure';
import { AuthPasswordFields, EmailField } from './auth-fields';

const SERVER_FIELDS = ['name', 'email', 'password'] as const;

/**
 * Name, email, password twice. Nobody is signed in yet: the server mails a confirmation link (which
 * signs in and returns through /auth/callback), and `onRegistered` shows where it went.
 */
export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { t } = useTranslation(['ui', 'validation']);
  const signUp = useSignUp();
  const callbackURL = useCallbackUrl();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(SignUpForm),
    mode: 'onTouched',
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });
  const pending = formState.isSubmitting || signUp.isPending;

  const onSubmit = handleSubmit(async ({ name, email, password }) => {
    setFormError(null);
    try {
      await signUp.mutateAsync({ name, email, password, callbackURL });
      toast.success(t('auth.registered'));
      onRegistered(email);
    } catch (error) {
      setFormError(showAuthFailure(error, t('validation:registerFailed'), SERVER_FIELDS, setError));
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} data-testid="register-form">
      <FormTextField control={control} name="name" label={t('auth.name')} autoComplete="name" required />
      <EmailField control={control} name="email" />
      <AuthPasswordFields purpose="signUp" control={control} />
      <FormActions
        error={formError}
        pending={pending}
        label={t('auth.signUpSubmit')}
        pendingLabel={t('auth.signingUp')}
      />
    </Stack>
  );
}
