import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ValidationKey } from '../../shared/i18n/en/validation';

const looksNamespaced = (message: string) => /^\w+:[\w.]+$/.test(message);

/**
 * Text for a field error: zod schemas in shared/ carry keys of the `validation` catalogue, and the
 * admin forms' schemas keys with their namespace (`plans:…`), translated here (so they follow a
 * language switch); messages from the server arrive already localised.
 */
export function useFieldErrorText() {
  const { t, i18n } = useTranslation(['ui', 'validation']);
  return (message: string | undefined): string | undefined => {
    if (!message) return message;
    const catalogue: Record<ValidationKey, string> = i18n.getResourceBundle(i18n.language, 'validation');
    if (Object.hasOwn(catalogue, message)) return t(`validation:${message as ValidationKey}`);
    return looksNamespaced(message) && i18n.exists(message) ? t(message as never) : message;
  };
}

type Props<T extends FieldValues, O> = Omit<TextFieldProps, 'name' | 'value' | 'error' | 'defaultValue'> & {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  /** Called with the new text when the person edits the field (not when the form sets it). */
  onEdit?: (value: string) => void;
};

/** An outlined MUI text field bound to react-hook-form; its error (if any) replaces the helper text. */
export function FormTextField<T extends FieldValues, O>({
  control,
  name,
  helperText,
  onEdit,
  ...props
}: Props<T, O>) {
  const errorText = useFieldErrorText();
  const { field, fieldState } = useController({ control, name });
  const { ref, onChange, ...fieldProps } = field;
  return (
    <TextField
      fullWidth
      {...props}
      {...fieldProps}
      onChange={(event) => {
        onEdit?.(event.target.value);
        onChange(event);
      }}
      inputRef={ref}
      error={Boolean(fieldState.error)}
      helperText={errorText(fieldState.error?.message) ?? helperText}
    />
  );
}
