import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Category, City } from '../../../../shared/schemas/catalog';
import { useCategoryName } from '../../catalog/hooks/use-category-name';
import { useCityLabel } from '../../catalog/hooks/use-city-label';
import { type DraftErrors, type FiltersDraft, fromDraft, toDraft } from '../utils/filters-draft';
import type { SearchFilterFields } from '../utils/search-filters';
import { FilterMultiSelect } from './filter-multi-select';
import { FilterPostedField } from './filter-posted-field';
import { FilterPriceFields } from './filter-price-fields';

// Side by side while both words fit, one above the other when they do not.
const BUTTON_SX = { flex: '1 1 auto', whiteSpace: 'nowrap' } as const;

export type FiltersValue = SearchFilterFields;

type Props = {
  /** The applied filters, with cities and categories as slugs. */
  value: FiltersValue;
  cities: readonly City[];
  categories: readonly Category[];
  onApply: (filters: FiltersValue) => void;
  onClear: () => void;
};

/** Every search filter; nothing changes the results until Apply (Clear all applies at once). */
export function SearchFiltersForm({ value, cities, categories, onApply, onClear }: Props) {
  const { t, i18n } = useTranslation('search');
  const categoryName = useCategoryName();
  const cityLabel = useCityLabel();
  const [draft, setDraft] = useState<FiltersDraft>(() => toDraft(value));
  const [errors, setErrors] = useState<DraftErrors>({});
  const change = (update: Partial<FiltersDraft>) => setDraft((current) => ({ ...current, ...update }));

  const cityChoices = cities
    .map((city) => ({ value: city.slug, label: cityLabel(city) }))
    .sort((a, b) => a.label.localeCompare(b.label, i18n.language));
  const categoryChoices = categories.map((category) => ({
    value: category.slug,
    label: categoryName(category),
  }));

  return (
    <Box
      component="form"
      noValidate
      data-testid="search-filters"
      onSubmit={(event) => {
        event.preventDefault();
        const result = fromDraft(draft);
        setErrors(result.errors ?? {});
        if (!result.errors) onApply(result.filters);
      }}
    >
      <Stack spacing={2.5}>
        <FilterMultiSelect
          label={t('filters.categories')}
          allLabel={t('filters.anyCategory')}
          choices={categoryChoices}
          value={draft.categories}
          onChange={(categories) => change({ categories })}
          testId="filter-categories"
        />
        <FilterMultiSelect
          label={t('filters.cities')}
          allLabel={t('filters.anyCity')}
          choices={cityChoices}
          value={draft.cities}
          onChange={(cities) => change({ cities })}
          testId="filter-cities"
        />
        <FilterPriceFields draft={draft} errors={errors} onChange={change} />
        <FilterPostedField value={draft.posted} onChange={(posted) => change({ posted })} />
        <FormGroup>
          <FormControlLabel
            control={
              <Checkbox checked={draft.withImages} onChange={(_, withImages) => change({ withImages })} />
            }
            label={t('filters.withImages')}
            data-testid="filter-images"
          />
          <FormControlLabel
            control={
              <Checkbox checked={draft.eventsOnly} onChange={(_, eventsOnly) => change({ eventsOnly })} />
            }
            label={t('filters.eventsOnly')}
            data-testid="filter-events"
          />
        </FormGroup>
      </Stack>
      <Box
        sx={{
          position: 'sticky',
          bottom: 0,
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          pt: 2,
          pb: 1,
          mt: 1,
          bgcolor: 'background.paper',
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Button type="button" onClick={onClear} data-testid="filters-clear" sx={BUTTON_SX}>
          {t('filters.clearAll')}
        </Button>
        <Button type="submit" variant="contained" data-testid="filters-apply" sx={BUTTON_SX}>
          {t('filters.apply')}
        </Button>
      </Box>
    </Box>
  );
}
