import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** A message of the catalog schemas (an i18next key with its namespace), not a server's text. */
export const isMessageKey = (message: string) => /^(validation|adminCatalog):[\w.]+$/.test(message);

type Props<T extends FieldValues, O> = Omit<TextFieldProps, 'name' | 'value' | 'error' | 'defaultValue'> & {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  /** Called with the new text when the person edits the field (not when the form sets it). */
  onEdit?: (value: string) => void;
};

/**
 * A text field of the catalog forms: the schema's messages are i18next keys (translated here, so they
 * follow a language switch); the server's arrive already localised.
 */
export function CatalogTextField<T extends FieldValues, O>({
  control,
  name,
  helperText,
  onEdit,
  ...props
}: Props<T, O>) {
  const { t } = useTranslation('adminCatalog');
  const { field, fieldState } = useController({ control, name });
  const { ref, onChange, ...fieldProps } = field;
  const message = fieldState.error?.message;
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
      helperText={message ? (isMessageKey(message) ? t(message as never) : message) : helperText}
    />
  );
}
