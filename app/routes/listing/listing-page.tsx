import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { ErrorState } from '../../components/error-state';
import { PageHeading } from '../../components/page-heading';
import { AdList, AdListSkeleton } from '../../features/ads/components/ad-list';
import { useCategories } from '../../features/catalog/api/get-categories';
import { CategoryNav } from '../../features/catalog/components/category-nav';
import { CitySelect } from '../../features/catalog/components/city-select';
import { useCategoryName } from '../../features/catalog/hooks/use-category-name';
import { useCityLabel } from '../../features/catalog/hooks/use-city-label';
import { useSelectedCity } from '../../features/catalog/hooks/use-selected-city';
import { findCategory } from '../../features/catalog/utils/find-city';
import { SponsoredStrip } from '../../features/promotion/components/sponsored-strip';
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

  if (selection.notFound) return <Navigate to="/404" replace />;
  if (categorySlug && categoriesQuery.isSuccess && !category) return <Navigate to="/404" replace />;

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
        subtitle={t('listing.subtitle')}
        action={
          <CitySelect
            cities={selection.cities}
            city={city}
            onChange={(next) =>
              next && navigate(category ? `/${next.slug}/${category.slug}` : `/${next.slug}`)
            }
            label={t('listing.cityLabel')}
            testId="city-select"
          />
        }
      />
      {categoriesQuery.isSuccess && categories.length > 0 && (
        <CategoryNav city={city} categories={categories} selected={category} />
      )}
      <SponsoredStrip filter={{ city: city.id, category: category?.id }} />
      <AdList filter={{ city: city.id, category: category?.id }} label={heading ?? ''} />
    </Stack>
  );
}
