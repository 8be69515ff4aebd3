import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRemaining } from '../../../../shared/rate-limit-text';
import { EmptyState } from '../../../components/empty-state';
import { ListEnd } from '../../../components/list-end';
import { currentLanguage } from '../../../lib/i18n';
import { usePageStart } from '../../../lib/use-page-start';
import { AdCard } from '../../ads/components/ad-card';
import { AdGridLayout, firstRowCards } from '../../ads/components/ad-grid-layout';
import { AdListLoading } from '../../ads/components/ad-list';
import { AdsToolbar } from '../../ads/components/ads-toolbar';
import { useSearchAds } from '../api/search-ads';
import type { SearchApiQuery } from '../utils/search-api-query';
import { SearchFailure } from './search-failure';

/** The allowance is mentioned only when it runs low, so it does not distract otherwise. */
const MENTION_REMAINING_AT = 10;

type Props = {
  query: SearchApiQuery;
  /** Filters narrow the search: the empty state offers to clear them. */
  onClearFilters?: () => void;
  /** The sort control: beside the count, shown while results load too. */
  toolbar?: ReactNode;
};

/** Search results as listing cards, with their count, "Load more", 'No results found', and the search allowance when low. */
export function SearchResults({ query, onClearFilters, toolbar }: Props) {
  const { t, i18n } = useTranslation('search');
  const { from, hrefFrom } = usePageStart();
  const results = useSearchAds(query, from);

  if (results.isPending) return <AdListLoading toolbar={toolbar} countTestId="search-count" />;
  if (results.isError && !results.data) {
    return <SearchFailure error={results.error} onRetry={() => void results.refetch()} />;
  }
  const ads = results.data.pages.flatMap((page) => page.items);
  const allowance = results.data.pages.at(-1)?.rate_limit;
  const remaining =
    allowance && allowance.remaining <= MENTION_REMAINING_AT
      ? formatRemaining(
          allowance.remaining,
          allowance.limit,
          allowance.window_minutes,
          currentLanguage(i18n.language),
        )
      : null;
  const remainingNote = remaining && (
    <Typography variant="caption" sx={{ color: 'text.secondary' }} data-testid="search-remaining">
      {remaining}
    </Typography>
  );

  if (ads.length === 0) {
    return (
      <Stack spacing={1}>
        <EmptyState
          icon={SearchOffIcon}
          title={t('results.emptyTitle')}
          body={t('results.emptyBody')}
          testId="search-empty"
          action={
            onClearFilters && (
              <Button variant="outlined" onClick={onClearFilters}>
                {t('results.clearFilters')}
              </Button>
            )
          }
        />
        {remainingNote}
      </Stack>
    );
  }

  return (
    <Stack spacing={2}>
      <Box>
        {/* The last page's: it counts the looser matches once they are shown (docs/decisions/011). */}
        <AdsToolbar total={results.data.pages.at(-1)?.total} testId="search-count">
          {toolbar}
        </AdsToolbar>
        {remainingNote}
      </Box>
      <AdGridLayout label={t('results.label')}>
        {ads.map((ad, index) => (
          <li key={ad.id}>
            <AdCard ad={ad} priority={index < firstRowCards()} />
          </li>
        ))}
      </AdGridLayout>
      {results.isFetchNextPageError && (
        <SearchFailure error={results.error} onRetry={() => void results.fetchNextPage()} />
      )}
      <ListEnd
        query={results}
        nextHref={hrefFrom(results.data.pages.at(-1)?.nextCursor)}
        texts={{ more: t('results.loadMore'), loading: t('results.loadingMore'), end: t('results.end') }}
        testId="load-more"
      />
    </Stack>
  );
}
