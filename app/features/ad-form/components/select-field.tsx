import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useFieldErrorText } from '../../../components/form-text-field';

type Props<T extends FieldValues, O> = {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
  options: readonly { value: string; label: string }[];
  /** Shown while the options load, or when they failed to. */
  helperText?: string;
  disabled?: boolean;
  required?: boolean;
  testId?: string;
};

/** An MUI select bound to react-hook-form; '' is "nothing chosen yet". */
export function SelectField<T extends FieldValues, O>(props: Props<T, O>) {
  const { control, name, label, options, helperText, disabled, required, testId } = props;
  const errorText = useFieldErrorText();
  const { field, fieldState } = useController({ control, name });
  // Until the options arrive, a chosen id has no item to show: MUI would warn about it.
  const value = options.some((option) => option.value === field.value) ? field.value : '';
  return (
    <TextField
      select
      fullWidth
      label={label}
      required={required}
      disabled={disabled}
      name={field.name}
      value={value}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={errorText(fieldState.error?.message) ?? helperText}
      slotProps={{
        select: {
          SelectDisplayProps: { 'data-testid': testId } as object,
          MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } },
        },
      }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
