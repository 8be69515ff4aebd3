import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { ListCount } from '../../../components/list-count';
import { ListEnd } from '../../../components/list-end';
import { type AdsFilter, useAds } from '../api/get-ads';
import { AdCard } from './ad-card';
import { AdCardSkeleton } from './ad-card-skeleton';
import { AdGridLayout } from './ad-grid-layout';
import { AdsEmptyState } from './ads-empty-state';

const SKELETON_KEYS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

export function AdListSkeleton() {
  return (
    <AdGridLayout>
      {SKELETON_KEYS.map((key) => (
        <li key={key}>
          <AdCardSkeleton />
        </li>
      ))}
    </AdGridLayout>
  );
}

/** Ads for a city (and category), with skeletons, empty and error states and a "Load more" button. */
export function AdList({ filter, label }: { filter: AdsFilter; label: string }) {
  const { t } = useTranslation();
  const query = useAds(filter);

  if (query.isPending) return <AdListSkeleton />;
  if (query.isError && !query.data) {
    return (
      <ErrorState title={t('listing.errorTitle')} error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  const ads = query.data.pages.flatMap((page) => page.items);
  if (ads.length === 0) return <AdsEmptyState />;

  return (
    <Stack spacing={2}>
      <ListCount>{t('listing.count', { count: ads.length })}</ListCount>
      <AdGridLayout label={label}>
        {ads.map((ad) => (
          <li key={ad.id}>
            <AdCard ad={ad} />
          </li>
        ))}
      </AdGridLayout>
      {query.isFetchNextPageError && (
        <ErrorState
          title={t('listing.errorTitle')}
          error={query.error}
          onRetry={() => void query.fetchNextPage()}
        />
      )}
      <ListEnd
        query={query}
        texts={{
          more: t('listing.loadMore'),
          loading: t('listing.loadingMore'),
          end: t('listing.endOfList'),
        }}
        testId="load-more"
      />
    </Stack>
  );
}
