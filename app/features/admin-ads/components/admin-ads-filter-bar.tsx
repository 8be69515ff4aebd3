import FilterListIcon from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminAdsFilters } from '../utils/admin-ads-filters';
import { AdminAdsFilterFields } from './admin-ads-filter-fields';

type Props = { filters: AdminAdsFilters; onChange: (change: Partial<AdminAdsFilters>) => void };

/** The filters in a row; on phones behind a "Filters" button (with how many are on) to save room. */
export function AdminAdsFilterBar({ filters, onChange }: Props) {
  const { t } = useTranslation('adminAds');
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('sm'), { noSsr: true });
  const active = [filters.city, filters.category, filters.event].filter(Boolean).length;
  const [open, setOpen] = useState(active > 0);
  const regionId = useId();

  const clear = active > 0 && (
    <Button
      onClick={() => onChange({ city: undefined, category: undefined, event: undefined })}
      data-testid="clear-filters"
    >
      {t('filters.clear')}
    </Button>
  );

  return (
    <Box component="section" aria-label={t('filters.label')}>
      {!wide && (
        <Button
          variant="outlined"
          fullWidth
          aria-expanded={open}
          aria-controls={regionId}
          onClick={() => setOpen((value) => !value)}
          startIcon={<FilterListIcon aria-hidden />}
          data-testid="toggle-filters"
        >
          {active > 0 ? `${t('filters.label')} (${active})` : t('filters.label')}
        </Button>
      )}
      <Collapse in={wide || open} id={regionId}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 2, sm: 1.5 }}
          useFlexGap
          sx={{ pt: { xs: 2, sm: 0 }, flexWrap: 'wrap', alignItems: { sm: 'center' } }}
        >
          <AdminAdsFilterFields filters={filters} onChange={onChange} />
          {clear}
        </Stack>
      </Collapse>
    </Box>
  );
}
