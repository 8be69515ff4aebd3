import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { ListEnd } from '../../../components/list-end';
import { usePageStart } from '../../../lib/use-page-start';
import { type AdsFilter, useAds } from '../api/get-ads';
import { AdCard } from './ad-card';
import { AdCardSkeleton } from './ad-card-skeleton';
import { AdGridLayout, firstRowCards } from './ad-grid-layout';
import { AdsEmptyState } from './ads-empty-state';
import { AdsToolbar } from './ads-toolbar';

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

/** A list of ads on its way: its toolbar (the sort control) already in place over skeleton cards. */
export function AdListLoading({ toolbar, countTestId }: { toolbar?: ReactNode; countTestId: string }) {
  return (
    <Stack spacing={2}>
      <AdsToolbar total={undefined} testId={countTestId}>
        {toolbar}
      </AdsToolbar>
      <AdListSkeleton />
    </Stack>
  );
}

type Props = {
  filter: AdsFilter;
  label: string;
  /** Acts on the whole list (the sort control): beside the count, shown while the list loads too. */
  toolbar?: ReactNode;
};

/** Ads for a city (and category), with their count, skeletons, empty and error states and a "Load more" button. */
export function AdList({ filter, label, toolbar }: Props) {
  const { t } = useTranslation();
  const { from, hrefFrom } = usePageStart();
  const query = useAds({ ...filter, from });

  if (query.isPending) return <AdListLoading toolbar={toolbar} countTestId="listing-count" />;
  if (query.isError && !query.data) {
    return (
      <ErrorState title={t('listing.errorTitle')} error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  const ads = query.data.pages.flatMap((page) => page.items);
  if (ads.length === 0) return <AdsEmptyState />;

  return (
    <Stack spacing={2}>
      <AdsToolbar total={query.data.pages[0]?.total} testId="listing-count">
        {toolbar}
      </AdsToolbar>
      <AdGridLayout label={label}>
        {ads.map((ad, index) => (
          <li key={ad.id}>
            <AdCard ad={ad} priority={index < firstRowCards()} />
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
        nextHref={hrefFrom(query.data.pages.at(-1)?.nextCursor)}
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
