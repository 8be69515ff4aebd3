import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from './form-text-field';

type Props<T extends FieldValues, O> = {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label?: string;
  helperText?: string;
};

/** A phone number in international format (the schema normalises it); a code is texted to it. */
export function PhoneNumberField<T extends FieldValues, O>({
  control,
  name,
  label,
  helperText,
}: Props<T, O>) {
  const { t } = useTranslation();
  return (
    <FormTextField
      control={control}
      name={name}
      type="tel"
      label={label ?? t('auth.phoneNumber')}
      helperText={helperText ?? t('auth.phoneNumberHint')}
      autoComplete="tel"
      required
      slotProps={{ htmlInput: { inputMode: 'tel' } }}
    />
  );
}
