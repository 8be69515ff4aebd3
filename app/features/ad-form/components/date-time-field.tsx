import TextField from '@mui/material/TextField';
import { type Control, useController } from 'react-hook-form';
import type { AdFormOutput } from '../../../../shared/schemas/ad-input';
import { useFieldErrorText } from '../../../components/form-text-field';
import type { AdFormValues } from '../utils/ad-form-values';
import { isoToLocalInput, localInputToIso } from '../utils/local-date-time';

type Props = {
  control: Control<AdFormValues, unknown, AdFormOutput>;
  name: 'event_date' | 'event_end_date';
  label: string;
  required?: boolean;
  /** Fields to check again when this one changes (the end follows the start). */
  deps?: ('event_date' | 'event_end_date')[];
};

/** The browser's date-and-time picker; the form keeps the value as ISO 8601 with the local offset. */
export function DateTimeField({ control, name, label, required, deps }: Props) {
  const errorText = useFieldErrorText();
  const { field, fieldState } = useController({ control, name, rules: { deps } });
  return (
    <TextField
      type="datetime-local"
      fullWidth
      label={label}
      required={required}
      name={field.name}
      value={isoToLocalInput(field.value)}
      onChange={(event) => field.onChange(localInputToIso(event.target.value))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={errorText(fieldState.error?.message)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
