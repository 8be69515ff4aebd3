import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ComponentProps, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchFiltersForm } from './search-filters-form';

/** Desktop: the filters in a side panel beside the results. */
export function SearchFiltersPanel(props: ComponentProps<typeof SearchFiltersForm>) {
  const { t } = useTranslation('search');
  const headingId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: 2.5, pb: 1, borderRadius: '20px' }}
    >
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('filters.heading')}
      </Typography>
      <SearchFiltersForm {...props} />
    </Paper>
  );
}
