import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useId } from 'react';

type Choice = { value: string; label: string };

type Props = {
  label: string;
  /** Shown when nothing is chosen (nothing chosen means every one). */
  allLabel: string;
  choices: Choice[];
  value: string[];
  onChange: (value: string[]) => void;
  testId: string;
};

/** A dropdown of checkboxes: several cities, several categories. */
export function FilterMultiSelect({ label, allLabel, choices, value, onChange, testId }: Props) {
  const id = useId();
  const labelOf = (chosen: string) => choices.find((choice) => choice.value === chosen)?.label ?? chosen;
  return (
    <TextField
      select
      id={id}
      label={label}
      value={value}
      fullWidth
      onChange={(event) => {
        const next = event.target.value as unknown as string[] | string;
        onChange(typeof next === 'string' ? next.split(',') : next);
      }}
      slotProps={{
        inputLabel: { shrink: true },
        select: {
          multiple: true,
          displayEmpty: true,
          renderValue: (selected) => {
            const list = selected as string[];
            return list.length === 0 ? allLabel : list.map(labelOf).join(', ');
          },
          SelectDisplayProps: { 'data-testid': testId } as object,
          MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } },
        },
      }}
    >
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value} data-value={choice.value}>
          <Checkbox checked={value.includes(choice.value)} sx={{ p: 0, mr: 1.5 }} tabIndex={-1} />
          <ListItemText primary={choice.label} />
        </MenuItem>
      ))}
    </TextField>
  );
}
