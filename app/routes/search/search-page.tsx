import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_SORTS } from '../../../shared/schemas/search';
import { ErrorState } from '../../components/error-state';
import { PageHeading } from '../../components/page-heading';
import { AdListSkeleton } from '../../features/ads/components/ad-list';
import { SortSelect } from '../../features/ads/components/sort-select';
import { SaveSearchButton } from '../../features/saved-searches/components/save-search-button';
import { savedSearchFilters } from '../../features/saved-searches/utils/search-to-save';
import { RecentSearches } from '../../features/search/components/recent-searches';
import { SearchCombobox } from '../../features/search/components/search-combobox';
import { SearchFiltersDialog } from '../../features/search/components/search-filters-dialog';
import type { FiltersValue } from '../../features/search/components/search-filters-form';
import { SearchFiltersPanel } from '../../features/search/components/search-filters-panel';
import { SearchResults } from '../../features/search/components/search-results';
import { useSearchCatalog } from '../../features/search/hooks/use-search-catalog';
import { useSearchFilters } from '../../features/search/hooks/use-search-filters';
import { toSearchApiQuery } from '../../features/search/utils/search-api-query';
import {
  countActiveFilters,
  NO_FILTERS,
  writeSearchFilters,
} from '../../features/search/utils/search-filters';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useIsDesktop } from '../../lib/use-is-desktop';

/** /search?q=…&city=…&category=…&sort=…: a search field with suggestions, filters (side panel or dialog), sorted results. */
export default function SearchPage() {
  const { t } = useTranslation('search');
  const desktop = useIsDesktop();
  const { filters, go } = useSearchFilters();
  const catalog = useSearchCatalog(filters);
  const resolved = catalog.resolved;
  const [text, setText] = useState(filters.q);
  // Back and Forward change the address: the field follows it.
  useEffect(() => setText(filters.q), [filters.q]);

  useDocumentTitle(filters.q ? t('documentTitleQuery', { query: filters.q }) : t('heading'));
  const active = resolved ? countActiveFilters(resolved) : 0;
  const clearFilters = () => go({ ...NO_FILTERS, q: filters.q, sort: filters.sort });
  const filterProps = resolved && {
    // A new address (Back, Clear all) starts the form afresh from it.
    key: writeSearchFilters(resolved).toString(),
    value: resolved,
    cities: catalog.cities,
    categories: catalog.categories,
    onApply: (next: FiltersValue) => go({ ...next, q: filters.q, sort: filters.sort }),
    onClear: clearFilters,
  };

  let main = <AdListSkeleton />;
  if (catalog.isError) {
    main = <ErrorState title={t('results.errorTitle')} error={catalog.error} onRetry={catalog.retry} />;
  } else if (resolved && !resolved.q) {
    main = <RecentSearches onRun={(q) => go({ ...filters, q })} />;
  } else if (resolved) {
    main = (
      <SearchResults
        query={toSearchApiQuery(resolved)}
        onClearFilters={active > 0 ? clearFilters : undefined}
        toolbar={
          <SortSelect
            value={filters.sort}
            options={SEARCH_SORTS}
            onChange={(sort) => go({ ...filters, sort })}
          />
        }
      />
    );
  }

  return (
    <Stack spacing={{ xs: 2, md: 3 }}>
      <PageHeading
        title={filters.q ? t('headingQuery', { query: filters.q }) : t('heading')}
        subtitle={t('subtitle')}
        action={
          resolved?.q ? (
            <SaveSearchButton
              search={{ q: resolved.q, filters: savedSearchFilters(resolved), suggestedName: resolved.q }}
            />
          ) : undefined
        }
      />
      <SearchCombobox
        variant="page"
        text={text}
        setText={setText}
        onSearch={(q) => go({ ...filters, q })}
        city={resolved?.cities.join(',') || undefined}
        testId="search-page-input"
        // Arriving to search (the phone's bottom bar, an empty search): ready to type.
        autoFocus={!filters.q}
      />
      {desktop ? (
        <Box
          sx={{ display: 'grid', gridTemplateColumns: '300px minmax(0, 1fr)', gap: 3, alignItems: 'start' }}
        >
          {filterProps ? <SearchFiltersPanel {...filterProps} /> : <Box />}
          <Box sx={{ minWidth: 0 }}>{main}</Box>
        </Box>
      ) : (
        <>
          {filterProps && (
            <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
              <SearchFiltersDialog {...filterProps} />
            </Box>
          )}
          {main}
        </>
      )}
    </Stack>
  );
}
