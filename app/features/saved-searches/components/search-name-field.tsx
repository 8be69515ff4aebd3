import TextField from '@mui/material/TextField';
import { type Control, type FieldPath, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SAVED_SEARCHES } from '../../../../shared/saved-searches';
import { useFieldErrorText } from '../../../components/form-text-field';

type Props<T extends { name: string }, O> = { control: Control<T, unknown, O>; autoFocus?: boolean };

/** A saved search's name (the form's `name` field): required, at most the longest name kept. */
export function SearchNameField<T extends { name: string }, O>({ control, autoFocus }: Props<T, O>) {
  const { t } = useTranslation('savedSearches');
  const errorText = useFieldErrorText();
  const { field, fieldState } = useController({
    control,
    name: 'name' as FieldPath<T>,
    rules: { validate: (value: string) => value.trim().length > 0 || 'savedSearchNameRequired' },
  });
  const { ref, ...fieldProps } = field;
  return (
    <TextField
      {...fieldProps}
      inputRef={ref}
      label={t('dialog.name')}
      error={Boolean(fieldState.error)}
      helperText={errorText(fieldState.error?.message)}
      slotProps={{ htmlInput: { maxLength: SAVED_SEARCHES.nameMaxLength } }}
      required
      autoFocus={autoFocus}
      fullWidth
    />
  );
}
