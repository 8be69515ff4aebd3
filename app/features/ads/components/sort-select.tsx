import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchSort } from '../../../../shared/schemas/search';

type Props<Sort extends SearchSort> = {
  value: Sort;
  /** The orders offered, in this order (relevance only where there is a question). */
  options: readonly Sort[];
  onChange: (sort: Sort) => void;
};

/** The order of a list of ads, beside its count: newest first, most relevant, by price. */
export function SortSelect<Sort extends SearchSort>({ value, options, onChange }: Props<Sort>) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <TextField
      select
      id={id}
      label={t('sort.label')}
      value={value}
      onChange={(event) => {
        const next = options.find((option) => option === event.target.value);
        if (next) onChange(next);
      }}
      sx={{ minWidth: { xs: 180, sm: 220 } }}
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'sort-select' } as object } }}
    >
      {options.map((option) => (
        <MenuItem key={option} value={option} data-testid={`sort-${option}`}>
          {t(`sort.${option}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
