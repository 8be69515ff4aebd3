import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

const isMessageKey = (message: string) => /^(validation|plans):[\w.]+$/.test(message);

type Props<T extends FieldValues, O> = Omit<TextFieldProps, 'name' | 'value' | 'error' | 'defaultValue'> & {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
};

/**
 * A text field of the plan form: the form schema's messages are i18next keys (translated here, so
 * they follow a language switch); the server's arrive already localised.
 */
export function PlanTextField<T extends FieldValues, O>({
  control,
  name,
  helperText,
  ...props
}: Props<T, O>) {
  const { t } = useTranslation('plans');
  const { field, fieldState } = useController({ control, name });
  const { ref, ...fieldProps } = field;
  const message = fieldState.error?.message;
  return (
    <TextField
      fullWidth
      {...props}
      {...fieldProps}
      inputRef={ref}
      error={Boolean(fieldState.error)}
      helperText={message ? (isMessageKey(message) ? t(message as never) : message) : helperText}
    />
  );
}
