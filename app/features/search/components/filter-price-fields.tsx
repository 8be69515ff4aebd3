import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { DraftErrors, FiltersDraft } from '../utils/filters-draft';

type Props = {
  draft: FiltersDraft;
  errors: DraftErrors;
  onChange: (change: Partial<FiltersDraft>) => void;
};

/** Price from / to, in dollars; checked when the filters are applied. */
export function FilterPriceFields({ draft, errors, onChange }: Props) {
  const { t } = useTranslation('search');
  const field = (key: 'minPrice' | 'maxPrice', label: string) => (
    <TextField
      label={label}
      value={draft[key]}
      onChange={(event) => onChange({ [key]: event.target.value })}
      error={Boolean(errors[key])}
      helperText={errors[key] ? t(`filters.${errors[key]}`) : undefined}
      slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': `filter-${key}` } }}
      sx={{ flex: 1, minWidth: 0 }}
    />
  );
  return (
    <FormControl component="fieldset" sx={{ minWidth: 0 }}>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {t('filters.price')}
      </FormLabel>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        {field('minPrice', t('filters.minPrice'))}
        {field('maxPrice', t('filters.maxPrice'))}
      </Stack>
    </FormControl>
  );
}
