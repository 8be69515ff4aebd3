import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type ValidationKey, validation } from '../../shared/i18n/en/validation';

const isValidationKey = (message: string): message is ValidationKey => Object.hasOwn(validation, message);

/**
 * Text for a field error: zod schemas in shared/ carry keys of the `validation` catalogue, translated
 * here (so they follow a language switch); messages from the server arrive already localised.
 */
export function useFieldErrorText() {
  const { t } = useTranslation(['ui', 'validation']);
  return (message: string | undefined): string | undefined =>
    message && isValidationKey(message) ? t(`validation:${message}`) : message;
}

type Props<T extends FieldValues, O> = Omit<TextFieldProps, 'name' | 'value' | 'error' | 'defaultValue'> & {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
};

/** An outlined MUI text field bound to react-hook-form; its error (if any) replaces the helper text. */
export function FormTextField<T extends FieldValues, O>({
  control,
  name,
  helperText,
  ...props
}: Props<T, O>) {
  const errorText = useFieldErrorText();
  const { field, fieldState } = useController({ control, name });
  const { ref, ...fieldProps } = field;
  return (
    <TextField
      fullWidth
      {...props}
      {...fieldProps}
      inputRef={ref}
      error={Boolean(fieldState.error)}
      helperText={errorText(fieldState.error?.message) ?? helperText}
    />
  );
}
