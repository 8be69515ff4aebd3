import TextField from '@mui/material/TextField';
import { useEffect, useRef } from 'react';
import { type Control, useController } from 'react-hook-form';
import type { AdFormOutput } from '../../../../shared/schemas/ad-input';
import { isoToWallClockInput, wallClockInputToIso } from '../../../../shared/time-zone';
import { useFieldErrorText } from '../../../components/form-text-field';
import type { AdFormValues } from '../utils/ad-form-values';

type Props = {
  control: Control<AdFormValues, unknown, AdFormOutput>;
  name: 'event_date' | 'event_end_date';
  label: string;
  /** The event city's IANA zone; none until a city is chosen (the field waits for it). */
  timeZone: string | undefined;
  /** Says which zone the times are in. */
  describedBy: string;
  required?: boolean;
  /** Fields to check again when this one changes (the end follows the start). */
  deps?: ('event_date' | 'event_end_date')[];
};

/**
 * The browser's date-and-time picker, read as the clocks of the event's city show the time (not the
 * device's); the form keeps the value as ISO 8601 with that zone's offset, which is what the API
 * stores as the instant. When the person picks another city, the time they typed stays on the
 * clock: 18:00 in Tampa becomes 18:00 in Kyiv.
 */
export function DateTimeField({ control, name, label, timeZone, describedBy, required, deps }: Props) {
  const errorText = useFieldErrorText();
  const { field, fieldState } = useController({ control, name, rules: { deps } });
  const shownZone = useRef(timeZone);
  const { value, onChange } = field;

  useEffect(() => {
    const before = shownZone.current;
    shownZone.current = timeZone;
    // Only a change of city moves it; the city's zone arriving on an edit page shows the saved instant.
    if (!before || !timeZone || before === timeZone || !value) return;
    onChange(wallClockInputToIso(isoToWallClockInput(value, before), timeZone));
  }, [timeZone, value, onChange]);

  return (
    <TextField
      type="datetime-local"
      fullWidth
      label={label}
      required={required}
      disabled={!timeZone}
      name={field.name}
      value={timeZone ? isoToWallClockInput(value, timeZone) : ''}
      onChange={(event) => timeZone && onChange(wallClockInputToIso(event.target.value, timeZone))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={errorText(fieldState.error?.message)}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { 'aria-describedby': describedBy, 'data-time-zone': timeZone },
      }}
    />
  );
}
