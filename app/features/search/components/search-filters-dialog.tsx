import CloseIcon from '@mui/icons-material/Close';
import FilterListIcon from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type ComponentProps, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countActiveFilters } from '../utils/search-filters';
import { SearchFiltersForm } from './search-filters-form';

/** Phones: a Filters button (with how many are on) that opens the filters full screen. */
export function SearchFiltersDialog(props: ComponentProps<typeof SearchFiltersForm>) {
  const { t } = useTranslation('search');
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const active = countActiveFilters(props.value);
  const close = () => setOpen(false);

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FilterListIcon aria-hidden />}
        onClick={() => setOpen(true)}
        data-testid="filters-open"
        sx={{ flexShrink: 0 }}
      >
        {active > 0 ? t('filters.openCount', { count: active }) : t('filters.open')}
      </Button>
      <Dialog open={open} onClose={close} fullScreen aria-labelledby={titleId} data-testid="filters-dialog">
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            px: 2,
            py: 1,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Typography id={titleId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {t('filters.heading')}
          </Typography>
          <IconButton aria-label={t('filters.close')} onClick={close} edge="end">
            <CloseIcon aria-hidden />
          </IconButton>
        </Box>
        <DialogContent sx={{ pb: 0 }}>
          <SearchFiltersForm
            {...props}
            onApply={(filters) => {
              close();
              props.onApply(filters);
            }}
            onClear={() => {
              close();
              props.onClear();
            }}
          />
        </DialogContent>
      </Dialog>
    </>
  );
}
