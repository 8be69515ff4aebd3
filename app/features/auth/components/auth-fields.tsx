import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MIN_PASSWORD_LENGTH } from '../../../../shared/constants';
import { FormTextField } from '../../../components/form-text-field';
import { PasswordField } from '../../../components/password-field';

type FieldProps<T extends FieldValues, O> = { control: Control<T, unknown, O>; name: FieldPath<T> };

/** The email field every account form asks for. */
export function EmailField<T extends FieldValues, O>({ control, name }: FieldProps<T, O>) {
  const { t } = useTranslation();
  return (
    <FormTextField
      control={control}
      name={name}
      type="email"
      label={t('auth.email')}
      autoComplete="email"
      required
      slotProps={{ htmlInput: { inputMode: 'email', spellCheck: false } }}
    />
  );
}

/** The 6-digit code from a text message (the phone offers to fill it in). */
export function SmsCodeField<T extends FieldValues, O>({ control, name }: FieldProps<T, O>) {
  const { t } = useTranslation();
  return (
    <FormTextField
      control={control}
      name={name}
      label={t('auth.smsCode')}
      autoComplete="one-time-code"
      required
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6, spellCheck: false } }}
    />
  );
}

/** Under a code form: ask for a new code, or go back to correct the number. */
export function CodeStepLinks({
  onResend,
  resending,
  onBack,
}: {
  onResend: () => void;
  resending: boolean;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', justifyContent: 'space-between', gap: 1.5 }}>
      <Link
        component="button"
        type="button"
        onClick={onResend}
        disabled={resending}
        data-testid="resend-code"
        sx={{ fontWeight: 600 }}
      >
        {t('auth.resendCode')}
      </Link>
      <Link component="button" type="button" onClick={onBack} sx={{ fontWeight: 600 }}>
        {t('auth.changeNumber')}
      </Link>
    </Stack>
  );
}

/** A new password with its length hint, and the field that repeats it. */
export function NewPasswordFields<T extends FieldValues, O>(props: {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  confirmName: FieldPath<T>;
  label: string;
  confirmLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        control={props.control}
        name={props.name}
        label={props.label}
        helperText={t('auth.passwordHint', { count: MIN_PASSWORD_LENGTH })}
        autoComplete="new-password"
        required
      />
      <PasswordField
        control={props.control}
        name={props.confirmName}
        label={props.confirmLabel}
        autoComplete="new-password"
        required
      />
    </>
  );
}

const PASSWORD_PAIRS = {
  signUp: { name: 'password', label: 'auth.password', confirmLabel: 'auth.confirmPassword' },
  reset: { name: 'newPassword', label: 'auth.newPassword', confirmLabel: 'auth.confirmNewPassword' },
} as const;
type PasswordPurpose = keyof typeof PASSWORD_PAIRS;
type PasswordValues<P extends PasswordPurpose> = Record<
  (typeof PASSWORD_PAIRS)[P]['name'] | 'confirmPassword',
  string
>;

/**
 * The new password and its repeat of sign-up (the form's `password`) or of a reset (`newPassword`);
 * the repeat is always `confirmPassword`.
 */
export function AuthPasswordFields<P extends PasswordPurpose, T extends FieldValues & PasswordValues<P>, O>({
  purpose,
  control,
}: {
  purpose: P;
  control: Control<T, unknown, O>;
}) {
  const { t } = useTranslation();
  const pair = PASSWORD_PAIRS[purpose];
  return (
    <NewPasswordFields
      control={control}
      name={pair.name as FieldPath<T>}
      confirmName={'confirmPassword' as FieldPath<T>}
      label={t(pair.label)}
      confirmLabel={t(pair.confirmLabel)}
    />
  );
}
