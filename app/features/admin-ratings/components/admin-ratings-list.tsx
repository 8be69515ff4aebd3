import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { AdminRating } from '../../../../shared/schemas/ratings';
import { ListFooter } from '../../../components/list-footer';
import { AdminRatingItem, type RatingActionHandlers } from './admin-rating-item';

type Props = RatingActionHandlers & {
  ratings: AdminRating[];
  busyIds: ReadonlySet<string>;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
};

/** The ratings of the tab, then how many are shown and "Show more" while there are more. */
export function AdminRatingsList({ ratings, busyIds, hasMore, loadingMore, onLoadMore, ...handlers }: Props) {
  const { t } = useTranslation('ratings');
  return (
    <Stack spacing={2}>
      <Box
        component="ul"
        aria-label={t('admin.listLabel')}
        data-testid="admin-ratings-list"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: { xs: 1.5, md: 2 } }}
      >
        {ratings.map((rating) => (
          <li key={rating.id}>
            <AdminRatingItem rating={rating} busy={busyIds.has(rating.id)} {...handlers} />
          </li>
        ))}
      </Box>
      <ListFooter
        shown={t('admin.shown', { count: ratings.length })}
        hasMore={hasMore}
        loadingMore={loadingMore}
        onLoadMore={onLoadMore}
        texts={{ more: t('admin.loadMore'), loading: t('admin.loadingMore') }}
        moreTestId="ratings-show-more"
      />
    </Stack>
  );
}
