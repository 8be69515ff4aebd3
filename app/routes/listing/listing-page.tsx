import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { LISTING_SORTS } from '../../../shared/schemas/ads';
import { ErrorState } from '../../components/error-state';
import { PageHeading } from '../../components/page-heading';
import { AdList, AdListSkeleton } from '../../features/ads/components/ad-list';
import { SortSelect } from '../../features/ads/components/sort-select';
import { useListingSort } from '../../features/ads/hooks/use-listing-sort';
import { useCategories } from '../../features/catalog/api/get-categories';
import { CategoryNav } from '../../features/catalog/components/category-nav';
import { CitySelect } from '../../features/catalog/components/city-select';
import { useCanonicalListing } from '../../features/catalog/hooks/use-canonical-listing';
import { useCategoryName } from '../../features/catalog/hooks/use-category-name';
import { useCityLabel } from '../../features/catalog/hooks/use-city-label';
import { useListingIntro } from '../../features/catalog/hooks/use-listing-intro';
import { useSelectedCity } from '../../features/catalog/hooks/use-selected-city';
import { findCategory } from '../../features/catalog/utils/find-city';
import { SponsoredStrip } from '../../features/promotion/components/sponsored-strip';
import { SaveSearchButton } from '../../features/saved-searches/components/save-search-button';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /, /:cityName and /:cityName/:categorySlug — approved ads of the selected city (and category). */
export default function ListingPage() {
  const { t } = useTranslation();
  const { cityName, categorySlug } = useParams();
  const navigate = useNavigate();
  const selection = useSelectedCity(cityName);
  const categoriesQuery = useCategories();
  const categoryName = useCategoryName();
  const cityLabel = useCityLabel();
  const { sort, setSort, search } = useListingSort();

  const categories = categoriesQuery.data ?? [];
  const category = findCategory(categories, categorySlug);
  const { city } = selection;
  const heading = city
    ? category
      ? t('listing.headingCategory', { category: categoryName(category), city: cityLabel(city) })
      : t('listing.heading', { city: cityLabel(city) })
    : null;
  useDocumentTitle(
    city
      ? category
        ? t('listing.documentTitleCategory', { category: categoryName(category), city: cityLabel(city) })
        : t('listing.documentTitle', { city: cityLabel(city) })
      : null,
  );
  const intro = useListingIntro(city, category);
  const canonical = useCanonicalListing({ cityName, categorySlug }, city, category);

  if (selection.notFound) return <Navigate to="/404" replace />;
  if (categorySlug && categoriesQuery.isSuccess && !category) return <Navigate to="/404" replace />;
  if (canonical) return <Navigate to={canonical} replace />;

  if (selection.isError) {
    return (
      <ErrorState
        title={t('listing.citiesErrorTitle')}
        error={selection.error}
        onRetry={() => void selection.refetch()}
      />
    );
  }
  const waitingForCategory = Boolean(categorySlug) && categoriesQuery.isPending;
  if (selection.isPending || !city || waitingForCategory) {
    return (
      <Stack spacing={3} role="status" aria-label={t('a11y.loading')}>
        <Skeleton width="50%" height={56} />
        <Skeleton variant="rounded" height={48} />
        <AdListSkeleton />
      </Stack>
    );
  }

  return (
    <Stack spacing={{ xs: 2, md: 3 }}>
      <PageHeading
        title={heading ?? ''}
        subtitle={intro}
        action={
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
            <CitySelect
              cities={selection.cities}
              city={city}
              onChange={(next) =>
                next &&
                navigate(category ? `/${next.slug}/${category.slug}${search}` : `/${next.slug}${search}`)
              }
              label={t('listing.cityLabel')}
              testId="city-select"
            />
            <SaveSearchButton
              search={{
                q: '',
                filters: { city: city.slug, category: category?.slug },
                suggestedName: category ? `${categoryName(category)} · ${cityLabel(city)}` : cityLabel(city),
              }}
            />
          </Stack>
        }
      />
      {categoriesQuery.isSuccess && categories.length > 0 && (
        <CategoryNav city={city} categories={categories} selected={category} />
      )}
      <SponsoredStrip filter={{ city: city.id, category: category?.id }} />
      <AdList
        filter={{ city: city.id, category: category?.id, sort }}
        label={heading ?? ''}
        toolbar={<SortSelect value={sort} options={LISTING_SORTS} onChange={setSort} />}
      />
    </Stack>
  );
}
