import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { AdminRating } from '../../../../shared/schemas/ratings';
import { ListCount } from '../../../components/list-count';
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
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between' }}
      >
        <ListCount>{t('admin.shown', { count: ratings.length })}</ListCount>
        {hasMore && (
          <Button
            variant="outlined"
            size="large"
            onClick={onLoadMore}
            disabled={loadingMore}
            startIcon={loadingMore ? <CircularProgress size={18} color="inherit" aria-hidden /> : null}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
            data-testid="ratings-show-more"
          >
            {loadingMore ? t('admin.loadingMore') : t('admin.loadMore')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
