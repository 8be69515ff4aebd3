import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/error-state';
import { PageHeading } from '../../components/page-heading';
import { useCategories } from '../../features/catalog/api/get-categories';
import { CitySelect } from '../../features/catalog/components/city-select';
import { useCityLabel } from '../../features/catalog/hooks/use-city-label';
import { useSelectedCity } from '../../features/catalog/hooks/use-selected-city';
import { useMapAds } from '../../features/map/api/get-map-ads';
import { MapAdList } from '../../features/map/components/map-ad-list';
import { MapCategoryFilter } from '../../features/map/components/map-category-filter';
import { MapFilterDrawer } from '../../features/map/components/map-filter-drawer';
import { MapView } from '../../features/map/components/map-view';
import { useMapFilters } from '../../features/map/hooks/use-map-filters';
import { useSiteConfig } from '../../features/site-config/api/get-site-config';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useIsDesktop } from '../../lib/use-is-desktop';

/** /map?city=…&category=…: published ads with a geocoded address, by city and categories. */
export default function MapPage() {
  const { t } = useTranslation('map');
  const { t: ui } = useTranslation();
  const desktop = useIsDesktop();
  const selection = useSelectedCity();
  const categoriesQuery = useCategories();
  const siteConfig = useSiteConfig();
  const cityLabel = useCityLabel();
  const categories = categoriesQuery.data ?? [];
  const filters = useMapFilters(categories);
  const { city } = selection;
  const none = filters.selected.length === 0;
  const mapAds = useMapAds(
    { city: city?.id ?? '', categories: filters.allSelected ? undefined : filters.selected },
    { enabled: Boolean(city) && categoriesQuery.isSuccess && !none },
  );
  useDocumentTitle(t('heading'));

  const failed = selection.isError ? selection : categoriesQuery.isError ? categoriesQuery : null;
  if (failed) {
    return <ErrorState title={t('loadError')} error={failed.error} onRetry={() => void failed.refetch()} />;
  }
  if (!city || !categoriesQuery.isSuccess || !siteConfig.data) {
    return (
      <Stack spacing={2} role="status" aria-label={ui('a11y.loading')}>
        <Skeleton width="40%" height={48} />
        <Skeleton variant="rounded" height={desktop ? 560 : 420} />
      </Stack>
    );
  }

  const ads = none ? [] : (mapAds.data?.items ?? []);
  const controls = (
    <>
      <CitySelect
        cities={selection.cities}
        city={city}
        onChange={(next) => next && filters.setCity(next.slug)}
        label={t('cityLabel')}
        testId="map-city-select"
        fullWidth={!desktop}
      />
      <MapCategoryFilter
        categories={categories}
        selected={filters.selected}
        onChange={filters.setCategories}
        direction={desktop ? 'row' : 'column'}
      />
    </>
  );

  return (
    // Gaps rather than margins: the map's negative margins take it edge to edge on phones.
    <Stack spacing={2} useFlexGap>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <PageHeading title={t('heading')} subtitle={desktop ? t('subtitle') : undefined} />
        {!desktop && (
          <MapFilterDrawer narrowed={!filters.allSelected} count={none ? 0 : mapAds.data?.items.length}>
            {controls}
          </MapFilterDrawer>
        )}
      </Box>
      {desktop && (
        <Paper
          variant="outlined"
          sx={{ p: 2, borderRadius: '20px', display: 'flex', gap: 3, alignItems: 'flex-start' }}
        >
          {controls}
        </Paper>
      )}
      <MapView
        ads={ads}
        tiles={siteConfig.data.map}
        label={t('mapLabel', { city: cityLabel(city) })}
        settled={none || mapAds.isSuccess}
        loading={mapAds.isFetching}
      />
      {mapAds.isError && (
        <ErrorState title={t('loadError')} error={mapAds.error} onRetry={() => void mapAds.refetch()} />
      )}
      {ads.length > 0 && (
        <Typography role="status" data-testid="map-count" sx={{ color: 'text.secondary' }}>
          {t('shown', { count: ads.length })}
          {mapAds.data?.capped ? ` ${t('capped', { count: ads.length })}` : ''}
        </Typography>
      )}
      {ads.length > 0 && <MapAdList ads={ads} />}
    </Stack>
  );
}
