import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { RequestPhonePasswordResetInput, ResetPasswordByPhoneInput } from '../../../../shared/schemas/auth';
import { FormActions } from '../../../components/form-actions';
import { PhoneNumberField } from '../../../components/phone-number-field';
import { isApiError } from '../../../lib/api-client';
import { useRequestPhonePasswordReset } from '../api/request-password-reset';
import { useResetPasswordByPhone } from '../api/reset-password';
import { showAuthFailure } from '../utils/auth-failure';
import { AuthPasswordFields, CodeStepLinks, SmsCodeField } from './auth-fields';
import type { PasswordResetNote } from './reset-password-form';

const CodeAndPassword = ResetPasswordByPhoneInput.pick({ otp: true, newPassword: true })
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: 'passwordsDontMatch',
    path: ['confirmPassword'],
  });

/**
 * A forgotten password of an account that signs in with its phone number: the number, then the texted
 * code with a new password. The second step looks the same whether or not the number has an account.
 */
export function PhoneResetForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  return sentTo ? (
    <CodeStep phoneNumber={sentTo} onBack={() => setSentTo(null)} />
  ) : (
    <NumberStep onSent={setSentTo} />
  );
}

function NumberStep({ onSent }: { onSent: (phoneNumber: string) => void }) {
  const { t } = useTranslation(['ui', 'validation']);
  const request = useRequestPhonePasswordReset();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(RequestPhonePasswordResetInput),
    mode: 'onTouched',
    defaultValues: { phoneNumber: '' },
  });

  // `phoneNumber` arrives normalised by the schema (+ and digits only).
  const onSubmit = handleSubmit(async ({ phoneNumber }) => {
    setFormError(null);
    try {
      await request.mutateAsync(phoneNumber);
      onSent(phoneNumber);
    } catch (error) {
      setFormError(showAuthFailure(error, t('auth.codeFailed'), ['phoneNumber'], setError));
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} data-testid="phone-reset-form">
      <PhoneNumberField control={control} name="phoneNumber" />
      <FormActions
        error={formError}
        pending={formState.isSubmitting || request.isPending}
        label={t('auth.sendCode')}
        pendingLabel={t('auth.sendingCode')}
      />
    </Stack>
  );
}

function CodeStep({ phoneNumber, onBack }: { phoneNumber: string; onBack: () => void }) {
  const { t } = useTranslation(['ui', 'validation']);
  const navigate = useNavigate();
  const reset = useResetPasswordByPhone();
  const request = useRequestPhonePasswordReset();
  const [formError, setFormError] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const { control, handleSubmit, setError, setFocus, setValue, formState } = useForm({
    resolver: zodResolver(CodeAndPassword),
    mode: 'onTouched',
    defaultValues: { otp: '', newPassword: '', confirmPassword: '' },
  });
  useEffect(() => setFocus('otp'), [setFocus]);

  const onSubmit = handleSubmit(async ({ otp, newPassword }) => {
    setFormError(null);
    try {
      await reset.mutateAsync({ phoneNumber, otp, newPassword });
      toast.success(t('auth.resetDone'));
      const state: PasswordResetNote = { passwordReset: true };
      navigate('/login', { replace: true, state });
    } catch (error) {
      if (isApiError(error) && error.code === 'INVALID_CODE') {
        setError('otp', { type: 'server', message: error.message }, { shouldFocus: true });
        return;
      }
      setFormError(showAuthFailure(error, t('auth.resetFailed'), ['otp', 'newPassword'], setError));
    }
  });

  const resend = async () => {
    setFormError(null);
    setResent(false);
    try {
      await request.mutateAsync(phoneNumber);
      setValue('otp', '');
      setResent(true);
    } catch (error) {
      setFormError(showAuthFailure(error, t('auth.codeFailed'), [], setError));
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} data-testid="phone-reset-code-form">
      <Alert severity="info" role="status">
        {resent ? t('auth.codeResent') : t('auth.resetCodeSent', { phone: phoneNumber })}
      </Alert>
      <SmsCodeField control={control} name="otp" />
      <AuthPasswordFields purpose="reset" control={control} />
      <FormActions
        error={formError}
        pending={formState.isSubmitting || reset.isPending}
        label={t('auth.resetSubmit')}
        pendingLabel={t('auth.resetSaving')}
      />
      <CodeStepLinks onResend={resend} resending={request.isPending} onBack={onBack} />
    </Stack>
  );
}
