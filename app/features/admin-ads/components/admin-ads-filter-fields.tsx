import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useCategories } from '../../catalog/api/get-categories';
import { useCities } from '../../catalog/api/get-cities';
import { useCategoryName } from '../../catalog/hooks/use-category-name';
import { useCityLabel } from '../../catalog/hooks/use-city-label';
import type { AdminAdsFilters, EventFilter } from '../utils/admin-ads-filters';

type Props = { filters: AdminAdsFilters; onChange: (change: Partial<AdminAdsFilters>) => void };

// "All …" is a real choice: shown in the field (with its label above it), not an empty box.
const selectSlots = (testId: string) => ({
  inputLabel: { shrink: true },
  select: { displayEmpty: true, SelectDisplayProps: { 'data-testid': testId } as object },
});

const fieldSx = { minWidth: { xs: '100%', sm: 200 }, flex: { sm: 1 }, maxWidth: { sm: 280 } };

/** City, category and event selects; each has an "all" choice that clears it. */
export function AdminAdsFilterFields({ filters, onChange }: Props) {
  const { t } = useTranslation('adminAds');
  const cities = useCities().data ?? [];
  const categories = useCategories().data ?? [];
  const categoryName = useCategoryName();
  const cityName = useCityLabel();
  // A value from the URL that is not (yet) among the choices is shown as "all" rather than blank.
  const cityValue = cities.some((c) => c.slug === filters.city) ? filters.city : '';
  const categoryValue = categories.some((c) => c.slug === filters.category) ? filters.category : '';

  return (
    <>
      <TextField
        select
        label={t('filters.city')}
        value={cityValue}
        onChange={(event) => onChange({ city: event.target.value || undefined })}
        sx={fieldSx}
        slotProps={selectSlots('filter-city')}
      >
        <MenuItem value="">{t('filters.allCities')}</MenuItem>
        {cities.map((city) => (
          <MenuItem key={city.id} value={city.slug}>
            {cityName(city)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('filters.category')}
        value={categoryValue}
        onChange={(event) => onChange({ category: event.target.value || undefined })}
        sx={fieldSx}
        slotProps={selectSlots('filter-category')}
      >
        <MenuItem value="">{t('filters.allCategories')}</MenuItem>
        {categories.map((category) => (
          <MenuItem key={category.id} value={category.slug}>
            {categoryName(category)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('filters.event')}
        value={filters.event ?? ''}
        onChange={(event) =>
          onChange({ event: (event.target.value || undefined) as EventFilter | undefined })
        }
        sx={fieldSx}
        slotProps={selectSlots('filter-event')}
      >
        <MenuItem value="">{t('filters.eventAll')}</MenuItem>
        <MenuItem value="true">{t('filters.eventOnly')}</MenuItem>
        <MenuItem value="false">{t('filters.eventNone')}</MenuItem>
      </TextField>
    </>
  );
}
