import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { ReactNode } from 'react';
import {
  type Control,
  type FieldPath,
  type FieldValues,
  type UseControllerProps,
  useController,
} from 'react-hook-form';

type Props<T extends FieldValues, O> = {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: ReactNode;
  rules?: UseControllerProps<T, FieldPath<T>, O>['rules'];
  /** The id of the text that explains the box. */
  describedBy?: string;
  testId?: string;
};

/** A labelled checkbox bound to a true/false field of react-hook-form. */
export function FormCheckbox<T extends FieldValues, O>({
  control,
  name,
  label,
  rules,
  describedBy,
  testId,
}: Props<T, O>) {
  const { field } = useController({ control, name, rules });
  return (
    <FormControlLabel
      control={
        <Checkbox
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.target.checked)}
          slotProps={{ input: { ref: field.ref, 'aria-describedby': describedBy } }}
          data-testid={testId}
        />
      }
      label={label}
    />
  );
}
