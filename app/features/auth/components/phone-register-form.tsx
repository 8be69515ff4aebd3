import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SignUpPhoneForm, type SignUpPhoneInput } from '../../../../shared/schemas/auth';
import { FormActions } from '../../../components/form-actions';
import { FormTextField } from '../../../components/form-text-field';
import { PhoneNumberField } from '../../../components/phone-number-field';
import { useSignUpWithPhone } from '../api/sign-up-phone';
import { showAuthFailure } from '../utils/auth-failure';
import { AuthPasswordFields } from './auth-fields';

const SERVER_FIELDS = ['name', 'phoneNumber', 'password'] as const;

export type PhoneSignUpDraft = SignUpPhoneInput;

/**
 * Name (shown on ads, as there is no email to take one from), phone number, password twice. The
 * server texts a code; `onCodeSent` gets what was sent (to send again) and the sign-up's id.
 */
export function PhoneRegisterForm({
  draft,
  onCodeSent,
}: {
  draft: PhoneSignUpDraft | null;
  onCodeSent: (draft: PhoneSignUpDraft, signUpId: string) => void;
}) {
  const { t } = useTranslation(['ui', 'validation']);
  const signUp = useSignUpWithPhone();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(SignUpPhoneForm),
    mode: 'onTouched',
    defaultValues: {
      name: draft?.name ?? '',
      phoneNumber: draft?.phoneNumber ?? '',
      password: draft?.password ?? '',
      confirmPassword: draft?.password ?? '',
    },
  });
  const pending = formState.isSubmitting || signUp.isPending;

  // `phoneNumber` arrives normalised by the schema (+ and digits only).
  const onSubmit = handleSubmit(async ({ name, phoneNumber, password }) => {
    setFormError(null);
    try {
      const { signUpId } = await signUp.mutateAsync({ name, phoneNumber, password });
      onCodeSent({ name, phoneNumber, password }, signUpId);
    } catch (error) {
      setFormError(showAuthFailure(error, t('validation:registerFailed'), SERVER_FIELDS, setError));
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} data-testid="phone-register-form">
      <FormTextField
        control={control}
        name="name"
        label={t('auth.name')}
        helperText={t('auth.publicNameHint')}
        autoComplete="name"
        required
      />
      <PhoneNumberField control={control} name="phoneNumber" />
      <AuthPasswordFields purpose="signUp" control={control} />
      <FormActions
        error={formError}
        pending={pending}
        label={t('auth.sendCode')}
        pendingLabel={t('auth.sendingCode')}
      />
    </Stack>
  );
}
