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
