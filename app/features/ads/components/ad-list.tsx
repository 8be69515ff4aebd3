import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
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
      <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
        {t('listing.count', { count: ads.length })}
      </Typography>
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
      <Box sx={{ display: 'flex', justifyContent: 'center', pt: 1 }}>
        {query.hasNextPage ? (
          <Button
            variant="outlined"
            size="large"
            data-testid="load-more"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
            startIcon={
              query.isFetchingNextPage ? <CircularProgress size={18} color="inherit" aria-hidden /> : null
            }
            sx={{ minWidth: 220 }}
          >
            {query.isFetchingNextPage ? t('listing.loadingMore') : t('listing.loadMore')}
          </Button>
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('listing.endOfList')}
          </Typography>
        )}
      </Box>
    </Stack>
  );
}
