import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { TitledSection } from '../../../components/titled-section';
import { SearchFiltersForm } from './search-filters-form';

/** Desktop: the filters in a side panel beside the results. */
export function SearchFiltersPanel(props: ComponentProps<typeof SearchFiltersForm>) {
  const { t } = useTranslation('search');
  return (
    <TitledSection heading={t('filters.heading')} sx={{ p: 2.5, pb: 1 }} headingSx={{ mb: 2 }}>
      <SearchFiltersForm {...props} />
    </TitledSection>
  );
}
