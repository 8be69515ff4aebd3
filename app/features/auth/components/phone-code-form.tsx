import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ConfirmPhoneSignUpInput } from '../../../../shared/schemas/auth';
import { FormActions } from '../../../components/form-actions';
import { isApiError } from '../../../lib/api-client';
import { useConfirmPhoneSignUp } from '../api/confirm-phone-sign-up';
import { useSignUpWithPhone } from '../api/sign-up-phone';
import { describeAuthFailure, showAuthFailure } from '../utils/auth-failure';
import { CodeStepLinks, SmsCodeField } from './auth-fields';
import type { PhoneSignUpDraft } from './phone-register-form';

const CodeForm = ConfirmPhoneSignUpInput.pick({ code: true });

type Props = {
  /** What the first step sent: sent again for a new code. */
  draft: PhoneSignUpDraft;
  signUpId: string;
  /** A new code was asked for: the sign-up's new id. */
  onResent: (signUpId: string) => void;
  /** Back to the form, to correct the number. */
  onBack: () => void;
};

/**
 * Sign-up by phone, second step: the texted code. The right one creates the account and signs in; the
 * page's `GuestOnly` then sends the person on. The note under the number never says whether it
 * already has an account (its owner got a text about it instead of a code).
 */
export function PhoneCodeForm({ draft, signUpId, onResent, onBack }: Props) {
  const { t } = useTranslation(['ui', 'validation']);
  const confirm = useConfirmPhoneSignUp();
  const signUp = useSignUpWithPhone();
  const [formError, setFormError] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const { control, handleSubmit, setError, setFocus, formState, reset } = useForm({
    resolver: zodResolver(CodeForm),
    mode: 'onSubmit',
    defaultValues: { code: '' },
  });
  const pending = formState.isSubmitting || confirm.isPending;
  useEffect(() => setFocus('code'), [setFocus]);

  const onSubmit = handleSubmit(async ({ code }) => {
    setFormError(null);
    try {
      const user = await confirm.mutateAsync({ signUpId, code });
      toast.success(t('auth.phoneRegistered', { name: user.display_name }));
    } catch (error) {
      if (isApiError(error) && error.code === 'INVALID_CODE') {
        setError('code', { type: 'server', message: error.message }, { shouldFocus: true });
        return;
      }
      setFormError(showAuthFailure(error, t('validation:registerFailed'), ['code'], setError));
    }
  });

  const resend = async () => {
    setFormError(null);
    setResent(false);
    try {
      onResent((await signUp.mutateAsync(draft)).signUpId);
      reset({ code: '' });
      setResent(true);
    } catch (error) {
      setFormError(describeAuthFailure(error, t('validation:registerFailed'), []).form);
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} data-testid="phone-code-form">
      <div>
        <Typography>{t('auth.codeSentTo')}</Typography>
        <Typography sx={{ fontWeight: 700 }} data-testid="code-sent-to">
          {draft.phoneNumber}
        </Typography>
      </div>
      <Alert severity="info" role="status">
        {resent ? t('auth.codeResent') : t('auth.codeNote')}
      </Alert>
      <SmsCodeField control={control} name="code" />
      <FormActions
        error={formError}
        pending={pending}
        label={t('auth.signUpSubmit')}
        pendingLabel={t('auth.signingUp')}
      />
      <CodeStepLinks onResend={resend} resending={signUp.isPending} onBack={onBack} />
    </Stack>
  );
}
